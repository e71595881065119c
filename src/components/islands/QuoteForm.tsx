import { actions } from "astro:actions";
import { Button } from "../ui/Button";
import { NoticeProvider } from "./notices/NoticeProvider";
import { useHydrated } from "./use-hydrated";
import { PhotoField } from "./quote/PhotoField";
import { QuoteFields, type QuoteValues } from "./quote/QuoteFields";
import { usePhotoSelection } from "./quote/use-photo-selection";
import { useQuoteSubmission, type FieldErrors } from "./quote/use-quote-submission";
import { QUOTE_REQUEST_PATH } from "../../lib/public-routes";
import type { LeadEstimate } from "../../lib/estimate/lead-estimate";
import { EstimateAttachment } from "./quote/EstimateAttachment";
import { ConsentCheckbox, HoneypotField } from "./quote/ConsentCheckbox";
import { QuoteConfirmation } from "./quote/QuoteConfirmation";

export interface QuoteFormProps {
  consentText: string;
  /** Path of the page the form is on, recorded with the lead as its source page */
  pagePath: string;
  /** Values to show again, e.g. after a no-JavaScript submission with errors */
  values?: QuoteValues;
  errors?: FieldErrors;
  /**
   * A retry key made by the server, where the server renders the form for one visitor (the
   * result page after an error), so posting it twice without JavaScript makes one lead.
   * The prerendered pages cannot carry one; with JavaScript the form makes its own.
   */
  idempotencyKey?: string;
  /** The instant estimate the request carries, from "Get my exact quote" on /estimate */
  estimate?: LeadEstimate | undefined;
  /** The button's words; a storm page asks for an assessment, not a free quote */
  submitLabel?: string | undefined;
}

const DEFAULT_SUBMIT_LABEL = "Get My Free Quote";

/** Without JavaScript the form posts here and the server answers with a result page. */
export const NO_SCRIPT_ACTION = `${QUOTE_REQUEST_PATH}${actions.quote.submit.toString()}`;

/** The shared quote form, with its notices. */
export function QuoteForm(props: QuoteFormProps) {
  return (
    <NoticeProvider>
      <QuoteFormBody {...props} />
    </NoticeProvider>
  );
}

function QuoteFormBody({
  consentText,
  pagePath,
  values = {},
  errors: initialErrors,
  idempotencyKey,
  estimate,
  submitLabel = DEFAULT_SUBMIT_LABEL,
}: QuoteFormProps) {
  const photos = usePhotoSelection();
  const hydrated = useHydrated();
  const { formRef, sending, progress, errors, onSubmit, sent, another } = useQuoteSubmission(
    initialErrors,
    photos,
  );
  if (sent) return <QuoteConfirmation {...sent} headingLevel={2} onAnother={another} />;
  return (
    <form
      ref={formRef}
      method="post"
      // Without JavaScript the photos go up with the form itself.
      encType="multipart/form-data"
      action={NO_SCRIPT_ACTION}
      onSubmit={onSubmit}
      data-hydrated={hydrated}
    >
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Your details</legend>
        {estimate && <EstimateAttachment estimate={estimate} />}
        <QuoteFields values={values} errors={errors} />
        <PhotoField error={errors.photos} selection={hydrated ? photos : undefined} />
        <HoneypotField />
        <input type="hidden" name="sourcePage" value={pagePath} />
        {idempotencyKey && <input type="hidden" name="idempotencyKey" value={idempotencyKey} />}
        <ConsentCheckbox idPrefix="quote" sentence={consentText} error={errors.consent} />
        <Button type="submit" size="lg" className="flex-col sm:col-span-2">
          {sending ? "Sending..." : submitLabel}
          {progress !== null && (
            <progress
              max={1}
              value={progress}
              aria-label="Photo upload"
              className="h-1.5 w-40 max-w-full accent-white"
            />
          )}
        </Button>
      </fieldset>
    </form>
  );
}
