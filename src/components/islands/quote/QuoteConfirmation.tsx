import { useEffect, useRef } from "react";
import { facts } from "../../../config/facts";
import { site } from "../../../config/site";
import { Button, LinkButton } from "../../ui/Button";
import { PICK_TIME_LABEL, requestSentText } from "./notices";

interface QuoteConfirmationProps {
  reference: string;
  /** /book for this lead, nothing typed twice */
  bookingPath?: string | undefined;
  /** The result page's own heading is this one; in a page that has its h1, an h2 */
  headingLevel: 1 | 2;
  /** Set where the form can be shown again (the form's place after sending with JavaScript) */
  onAnother?: (() => void) | undefined;
}

/**
 * What stays after a quote request, with JavaScript (in the form's place) and without (the
 * result page): the reference, what happens next, and "Pick your inspection time now" as
 * the large button. The toast says the same briefly; this does not go away.
 */
export function QuoteConfirmation({
  reference,
  bookingPath,
  headingLevel,
  onAnother,
}: QuoteConfirmationProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown in place of the form the visitor just sent from: focus follows, so a screen
  // reader hears it and the page shows it.
  useEffect(() => {
    if (onAnother) heading.current?.focus();
  }, [onAnother]);
  return (
    <div
      className="rounded-card border-success shadow-card flex flex-col gap-5 border-l-8 bg-white p-6 sm:p-8"
      data-testid="quote-confirmation"
    >
      <Heading ref={heading} tabIndex={-1} className="text-3xl font-extrabold sm:text-4xl">
        Request Sent!
      </Heading>
      <p className="text-lg">{requestSentText(reference)}</p>
      <div>
        <p className="text-brand-900 font-semibold">What happens next</p>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-lg">
          <li>Our office calls you {facts.responseTime} to talk it through.</li>
          <li>An inspector looks at the roof, free, and you get photos and a written estimate.</li>
        </ol>
      </div>
      <div className="flex flex-wrap gap-3">
        {bookingPath && (
          <LinkButton href={bookingPath} size="lg">
            {PICK_TIME_LABEL}
          </LinkButton>
        )}
        <LinkButton href={`tel:${site.phone.e164}`} variant="outline" size="lg">
          Call {site.phone.display}
        </LinkButton>
      </div>
      {onAnother && (
        <Button variant="outline" size="sm" className="self-start" onClick={onAnother}>
          Send another request
        </Button>
      )}
    </div>
  );
}
