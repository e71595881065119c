import { useState, type ChangeEvent } from "react";
import { cn } from "../../../lib/cn";
import { controlClass, Field } from "../../ui/Field";
import type { PhotoSelection } from "./use-photo-selection";

interface PhotoFieldProps {
  /** The server's message about refused pictures, or a choice the form refused */
  error?: string | undefined;
  /** Present once the form runs in the browser; without it the input posts its files itself */
  selection?: PhotoSelection | undefined;
}

export const PHOTO_LABEL = "Photos of the damage";
const HINT = "Optional. Up to 8 pictures, from your phone or camera.";

/** @example chosenInWords(2) // "2 photos chosen" */
export const chosenInWords = (count: number) =>
  count === 0 ? "No photos chosen" : `${count} ${count === 1 ? "photo" : "photos"} chosen`;

/**
 * The optional photo field. Without JavaScript it is a plain multiple file input that
 * the form posts as multipart. In the browser the chosen pictures are listed as
 * thumbnails, each with a remove button, and the form sends them itself, shrunk. As the
 * input is emptied after each choice, its own "No file chosen" would then contradict the
 * thumbnails: in the browser that text is made transparent (the "Choose Files" button
 * keeps its colours) and a line says how many photos are chosen, in words.
 */
export function PhotoField({ error, selection }: PhotoFieldProps) {
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const shown = choiceError ?? error;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    if (!selection) return;
    const input = event.currentTarget;
    setChoiceError(selection.add([...(input.files ?? [])]));
    // The form sends the kept list; the input only chooses.
    input.value = "";
  }

  return (
    <Field label={PHOTO_LABEL} hint={HINT} className="sm:col-span-2" error={shown}>
      {({ id, describedBy, invalid }) => (
        <div className="grid gap-3">
          <input
            id={id}
            name="photos"
            type="file"
            accept="image/*"
            multiple
            onChange={onChange}
            aria-invalid={invalid}
            aria-describedby={selection ? `${id}-chosen ${describedBy ?? ""}`.trim() : describedBy}
            className={cn(
              controlClass,
              "file:bg-brand-50 file:text-brand-900 file:mr-3 file:rounded file:border-0 file:px-3 file:py-1.5 file:font-semibold",
              selection && "text-transparent",
            )}
          />
          {selection && (
            <p id={`${id}-chosen`} aria-live="polite" className="font-semibold">
              {chosenInWords(selection.photos.length)}
            </p>
          )}
          {selection && selection.photos.length > 0 && (
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="Chosen photos">
              {selection.photos.map((photo) => (
                <li key={photo.id} className="grid gap-1">
                  <img
                    src={photo.previewUrl}
                    alt={photo.file.name}
                    className="aspect-square w-full rounded-lg border border-slate-300 object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => {
                      selection.remove(photo.id);
                      setChoiceError(undefined);
                    }}
                    className="text-brand-700 text-sm font-semibold underline"
                    aria-label={`Remove ${photo.file.name}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
}
