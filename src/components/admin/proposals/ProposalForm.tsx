import { formatDollars } from "../../../lib/format-dollars";
import { Button } from "../../ui/Button";
import { controlClass, Field } from "../../ui/Field";
import { OPTION_SLOTS } from "../../../lib/proposals/proposal-form";
import { PROPOSAL_OPTIONS, type FrozenPriceBook } from "../../../lib/proposals/proposal-model";
import { OPTION_ROWS } from "../../../lib/proposals/signed-document";
import { ProposalField, type FormState } from "./ProposalField";

/** A photo of the lead the proposal may show. */
export interface ProposalPhotoOption {
  publicId: string;
  src: string;
  width: number;
  height: number;
  label: string;
}

interface ProposalFormProps {
  action: string;
  /** The hidden field naming what is saved: the lead of a new proposal, or the version */
  target: { name: "lead" | "versionId"; value: string };
  state: FormState;
  book: FrozenPriceBook;
  photos: readonly ProposalPhotoOption[];
  submitLabel: string;
  /** The action of a second button, "Save and Send", that posts the same fields */
  sendAction?: string | undefined;
}

const range = ({ low, high }: { low: number; high: number }) =>
  `${formatDollars(low)} to ${formatDollars(high)}`;

function OptionFields({
  slot,
  state,
  book,
}: {
  slot: number;
  state: FormState;
  book: FrozenPriceBook;
}) {
  const prefix = `option-${slot}`;
  const required = slot <= PROPOSAL_OPTIONS.min;
  return (
    <fieldset className="border-line grid gap-4 rounded-xl border p-4">
      <legend className="text-brand-900 px-1 text-lg font-bold">
        Option {slot}
        {!required && <span className="text-muted font-normal"> (optional)</span>}
      </legend>
      <Field label="From the price book" required={required} error={state.errors[`${prefix}-book`]}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            name={`${prefix}-book`}
            defaultValue={state.values[`${prefix}-book`] ?? ""}
            required={required}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClass}
          >
            <option value="">{required ? "Choose an option…" : "Not offered"}</option>
            {book.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({range(option.perSquare)} a square)
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProposalField
          state={state}
          name={`${prefix}-label`}
          label="Label the homeowner sees"
          hint="e.g. “Good: architectural shingles”"
        />
        <ProposalField
          state={state}
          name={`${prefix}-per-square`}
          label="Price per square, in dollars"
          inputMode="numeric"
          prefix="$"
          required={required}
          hint="Inside the book’s range for the option chosen."
        />
        {OPTION_ROWS.map(([key, label]) => (
          <ProposalField
            key={key}
            state={state}
            name={`${prefix}-${key}`}
            label={label}
            {...(key === "warranty" ? { hint: "Required: name the warranty this roof gets." } : {})}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The proposal's draft: the roof, two to four options, add-ons, exclusions, photos, the
 * deposit, the last day and the facts that decide the notices. Every price is checked
 * against the price book on the server (lib/proposals/proposal-form.ts).
 */
export function ProposalForm({
  action,
  target,
  state,
  book,
  photos,
  submitLabel,
  sendAction,
}: ProposalFormProps) {
  const { values, errors } = state;
  return (
    <form method="post" action={action} className="grid gap-6">
      <input type="hidden" name={target.name} value={target.value} />
      <fieldset className="grid gap-4">
        <legend className="text-brand-900 mb-2 text-lg font-bold">The roof</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <ProposalField
            state={state}
            name="squares"
            label="Measured squares"
            inputMode="decimal"
            required
            hint="From the inspection: 100 sq ft each."
          />
          <ProposalField
            state={state}
            name="layers"
            label="Layers to tear off"
            inputMode="numeric"
            required
          />
          <ProposalField
            state={state}
            name="tear-off"
            label="Tear-off per square per layer, in dollars"
            inputMode="numeric"
            prefix="$"
            required
            hint={`The book allows ${range(book.tearOffPerLayer)}.`}
          />
        </div>
      </fieldset>

      <div className="grid gap-4">
        <h3 className="text-brand-900 text-lg font-bold">Options side by side</h3>
        <p className="text-muted -mt-2">
          Two to four. Every option shows the same rows, so the homeowner compares line by line.
        </p>
        {OPTION_SLOTS.map((slot) => (
          <OptionFields key={slot} slot={slot} state={state} book={book} />
        ))}
      </div>

      <fieldset className="grid gap-4">
        <legend className="text-brand-900 mb-2 text-lg font-bold">
          Add-ons the homeowner may tick
        </legend>
        <p className="text-muted -mt-2">Leave the quantity empty for an add-on not offered.</p>
        {book.addOns.map((addOn) => (
          <div key={addOn.id} className="grid gap-4 sm:grid-cols-2">
            <ProposalField
              state={state}
              name={`add-on-${addOn.id}-quantity`}
              label={`${addOn.name}: how many (${addOn.unit})`}
              inputMode="numeric"
            />
            <ProposalField
              state={state}
              name={`add-on-${addOn.id}-price`}
              label={`Price per ${addOn.unit}, in dollars`}
              inputMode="numeric"
              prefix="$"
              hint={`The book allows ${range(addOn.perUnit)}.`}
            />
          </div>
        ))}
      </fieldset>

      <Field
        label="What the price does not cover"
        error={errors.exclusions}
        {...(errors.exclusions
          ? {}
          : { hint: "One line each, e.g. “Rotted decking beyond two sheets”." })}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="exclusions"
            rows={4}
            defaultValue={values.exclusions ?? ""}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClass}
          />
        )}
      </Field>

      <fieldset className="grid gap-3">
        <legend className="text-brand-900 mb-2 text-lg font-bold">Photos shown with it</legend>
        {photos.length === 0 ? (
          <p className="text-muted">This lead has no photos.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {photos.map((photo) => (
              <li key={photo.publicId} className="border-line rounded-lg border p-3">
                <label className="grid gap-2 font-semibold">
                  <img
                    src={photo.src}
                    width={photo.width}
                    height={photo.height}
                    alt=""
                    loading="lazy"
                    className="bg-surface aspect-[4/3] w-full rounded object-cover"
                  />
                  <span className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={`photo-${photo.publicId}`}
                      defaultChecked={values[`photo-${photo.publicId}`] === "on"}
                      className="size-5"
                    />
                    {photo.label}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="text-brand-900 mb-2 text-lg font-bold">Deposit and last day</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Deposit as" required error={errors["deposit-kind"]}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                name="deposit-kind"
                defaultValue={values["deposit-kind"] ?? "percent"}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={controlClass}
              >
                <option value="percent">A percentage of the total</option>
                <option value="amount">An amount in dollars</option>
              </select>
            )}
          </Field>
          <ProposalField
            state={state}
            name="deposit-value"
            label="Deposit"
            inputMode="decimal"
            required
            hint="A percentage (10) or whole dollars (1500)."
          />
          <ProposalField
            state={state}
            name="expires-on"
            label="Last day to sign"
            type="date"
            required
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="text-brand-900 mb-2 text-lg font-bold">
          The sale: decides the notices
        </legend>
        <Field label="The property is in" required error={errors.state}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="state"
              defaultValue={values.state ?? ""}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
            >
              <option value="">Choose the state…</option>
              <option value="KY">Kentucky</option>
              <option value="IN">Indiana</option>
            </select>
          )}
        </Field>
        {(
          [
            ["paid-by-insurance", "Paid in whole or in part from an insurance claim"],
            ["sold-at-home", "Agreed at the homeowner’s home (the FTC cooling-off notice applies)"],
            ["emergency-work", "Emergency repairs the homeowner asked for, to stop further damage"],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="flex items-start gap-3">
            <input
              type="checkbox"
              name={name}
              defaultChecked={values[name] === "on"}
              className="mt-1 size-5 shrink-0"
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={sendAction ? "outline" : "primary"}>
          {submitLabel}
        </Button>
        {sendAction && (
          <Button type="submit" formAction={sendAction}>
            Save and Send
          </Button>
        )}
      </div>
    </form>
  );
}
