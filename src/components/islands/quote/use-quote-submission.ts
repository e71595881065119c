import { actions, isInputError } from "astro:actions";
import { useRef, useState, type SubmitEvent } from "react";
import { flushSync } from "react-dom";
import type { QuoteFieldName } from "../../../lib/quote-schema";
import { useNotice } from "../notices/notice-context";
import { consentRequired, requestSent, submissionFailed } from "./notices";
import { newIdempotencyKey, withRequestContext } from "./request-context";
import { sendWithProgress } from "./send-with-progress";
import { shrinkPhoto } from "./shrink-photo";
import type { PhotoSelection } from "./use-photo-selection";

/** Messages beside the fields; "photos" is the storm photos field, checked by the upload route. */
export type FieldErrors = Partial<Record<QuoteFieldName | "photos", string>>;

type Sent = { reference: string; bookingPath?: string | undefined };
type Outcome = Sent | { fieldErrors: FieldErrors } | { failed: unknown };

const firstMessages = (fields: Record<string, string[] | undefined>): FieldErrors =>
  Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages?.[0] ?? "Please check this field.",
    ]),
  ) as FieldErrors;

/** Sends through Astro's action client: the form has no photos. */
async function sendForm(body: FormData): Promise<Outcome> {
  const { data, error } = await actions.quote.submit(body);
  if (!error) return { reference: data.reference, bookingPath: data.bookingPath };
  if (isInputError(error)) return { fieldErrors: firstMessages(error.fields) };
  return { failed: error };
}

/**
 * Sends the form with the chosen photos, each shrunk in the browser first, reporting
 * upload progress. A refusal of the upload as such (too large, the day's photo budget
 * spent) is shown beside the photo field.
 */
async function sendWithPhotos(
  body: FormData,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<Outcome> {
  for (const file of await Promise.all(files.map((chosen) => shrinkPhoto(chosen))))
    body.append("photos", file, file.name);
  const result = await sendWithProgress(actions.quote.submit, body, onProgress);
  if (result.ok) return result.data as Sent;
  if (result.fields) return { fieldErrors: firstMessages(result.fields) };
  if (result.status === 413 || result.status === 429)
    return { fieldErrors: { photos: result.message } };
  return { failed: result };
}

/**
 * The quote form's states: idle → sending → idle. Success clears the form;
 * failure keeps every value; server field errors land beside their fields and focus
 * moves to the first one.
 */
export function useQuoteSubmission(initialErrors: FieldErrors = {}, photos?: PhotoSelection) {
  const notify = useNotice();
  const [sending, setSending] = useState(false);
  /** Upload progress from 0 to 1 while photos are sent, else null */
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  /** The request just sent: its confirmation takes the form's place until "another" */
  const [sent, setSent] = useState<Sent | null>(null);
  // The fill time (a spam signal) runs from when the page was opened. The form hydrates
  // only once the visitor starts on it, so counting from hydration would leave out the
  // reading and make a quick, autofilled request look automated.
  const startedAt = useRef(performance.timeOrigin);
  const idempotencyKey = useRef<string | null>(null);

  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (!data.has("consent")) {
      notify(consentRequired);
      form.querySelector<HTMLInputElement>('[name="consent"]')?.focus();
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    setSending(true);
    setErrors({});
    try {
      const body = withRequestContext(data, idempotencyKey.current, startedAt.current);
      // The kept list, plus any picture chosen in the input before the form's code had
      // loaded (the input clears itself once it has handed its files to the list).
      const inInput = body
        .getAll("photos")
        .filter((value): value is File => value instanceof File && value.size > 0);
      body.delete("photos");
      const chosen = [...(photos?.photos.map((photo) => photo.file) ?? []), ...inInput];
      if (chosen.length > 0) setProgress(0);
      const outcome =
        chosen.length > 0 ? await sendWithPhotos(body, chosen, setProgress) : await sendForm(body);
      if ("fieldErrors" in outcome) {
        console.error("Quote request refused", outcome.fieldErrors);
        // Show the errors and re-enable the fields now, so focus can land on the first.
        flushSync(() => {
          setErrors(outcome.fieldErrors);
          setSending(false);
          setProgress(null);
        });
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return;
      }
      if ("failed" in outcome) {
        console.error("Quote request failed", outcome.failed);
        notify(submissionFailed);
        return;
      }
      form.reset();
      photos?.clear();
      idempotencyKey.current = null;
      startedAt.current = Date.now();
      notify(requestSent(outcome.reference, outcome.bookingPath));
      setSent({ reference: outcome.reference, bookingPath: outcome.bookingPath });
    } catch (error) {
      console.error("Quote request failed", error);
      notify(submissionFailed);
    } finally {
      setSending(false);
      setProgress(null);
    }
  }

  return { formRef, sending, progress, errors, onSubmit, sent, another: () => setSent(null) };
}
