import type { ShownDocument } from "../../lib/proposals/document-text";
import { formatDollars } from "../../lib/format-dollars";
import type { Totals } from "../../lib/proposals/totals";
import { Button } from "../ui/Button";
import { controlClass } from "../ui/Field";

interface SignatureFieldsProps {
  document: ShownDocument;
  /** The unsigned PDF copy of this proposal, which the consent's label names */
  copyPdfPath: string;
  /** The total shown above, which is what a signature here agrees to; null before one is shown */
  totals: Totals | null;
  name: string;
  error: string | null;
}

/** "Better, plus Seamless aluminum gutters" */
const choiceWords = (totals: Totals) =>
  [totals.option.label, ...totals.addOns.map((addOn) => addOn.name)].join(", plus ");

/**
 * Signing, last on the page: the E-SIGN disclosures, the box the homeowner ticks to agree,
 * any statement the law puts beside the signature, the full name typed, then the button.
 */
export function SignatureFields({
  document,
  copyPdfPath,
  totals,
  name,
  error,
}: SignatureFieldsProps) {
  const { esign, notices } = document;
  const beside = notices.flatMap((notice) =>
    notice.besideSignature ? [notice.besideSignature] : [],
  );
  return (
    <fieldset
      id="sign"
      className="rounded-card grid scroll-mt-24 gap-5 border-2 border-slate-300 bg-white p-5 sm:p-6"
    >
      <legend className="text-brand-900 px-1 text-2xl font-bold">3. Sign</legend>
      {/* First in the section the page returns to, so the reason is in view after the press. */}
      {error !== null && (
        <p id="sign-error" className="text-danger font-semibold" role="alert">
          {error}
        </p>
      )}
      <h2 className="text-brand-900 text-lg font-bold">{esign.heading}</h2>
      <dl className="grid gap-3 text-sm">
        {esign.points.map((point) => (
          <div key={point.title}>
            <dt className="font-semibold">{point.title}</dt>
            <dd>{point.text}</dd>
          </div>
        ))}
      </dl>
      {/* The deal, repeated where the signature goes: on a phone the total is far above. */}
      {totals !== null && (
        <p className="rounded-card bg-brand-50 text-brand-900 p-4 font-semibold">
          You are signing for: {choiceWords(totals)}. Total {formatDollars(totals.total)}, with a
          deposit of {formatDollars(totals.deposit)} and{" "}
          {formatDollars(totals.total - totals.deposit)} when the work is finished.
        </p>
      )}
      {/* Opening it is part of showing the records open on this device (7001(c)(1)(C)(ii)). */}
      <p>
        <a href={copyPdfPath} className="text-brand-700 font-semibold underline">
          Open the PDF copy of this proposal
        </a>{" "}
        <span className="text-muted text-sm">(to read, save or print; it is not signed)</span>
      </p>
      <label className="flex items-start gap-3 font-semibold">
        <input
          type="checkbox"
          name="consent"
          required
          className="accent-accent-600 mt-1 size-5 shrink-0"
        />
        <span>{esign.consentLabel}</span>
      </label>
      {beside.map((statement) => (
        <p key={statement} className="font-bold">
          {statement}
        </p>
      ))}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="signer-name" className="text-brand-900 font-semibold">
          Type your full name to sign
        </label>
        <input
          id="signer-name"
          name="name"
          required
          minLength={2}
          maxLength={120}
          autoComplete="name"
          defaultValue={name}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : "sign-error"}
          className={controlClass}
        />
      </div>
      {totals === null ? (
        // Nothing to sign yet: the homeowner signs a total they have seen.
        <Button
          type="submit"
          name="intent"
          value="update"
          formNoValidate
          size="lg"
          className="w-full sm:w-auto"
        >
          See My Total Before Signing
        </Button>
      ) : (
        <Button type="submit" name="intent" value="sign" size="lg" className="w-full sm:w-auto">
          Sign the proposal
        </Button>
      )}
    </fieldset>
  );
}
