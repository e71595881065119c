import { facts } from "../../config/facts";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { LinkButton } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { BOOK_PATH, ESTIMATE_PATH } from "../../lib/public-routes";
import { ESTIMATE_LINK_LABEL } from "./EstimateInvite";

interface QuoteSectionProps {
  title?: string | undefined;
  intro?: string | undefined;
  phone: { display: string; e164: string };
  /** A line pointing to the instant estimate, for visitors who want a range first */
  estimateInvite?: string | undefined;
  /** "Prefer to pick a time?" with a link to /book */
  bookInvite?: boolean | undefined;
  /** What happens after sending, in order: beside the form on a wide screen, after it on a phone */
  nextSteps?: readonly NextStep[] | undefined;
  /** The steps' heading; an emergency page lists what to do right now instead */
  nextStepsHeading?: string | undefined;
  /** Proof under the steps (the trust points), in the same column */
  proof?: ReactNode;
  /** Proof under the form (a customer's words): the form's column ends near the steps' */
  underForm?: ReactNode;
  /** A call-now block in place of the "Prefer to talk?" line (the residential hub's) */
  call?: { heading: string; body?: string | undefined } | undefined;
  /** The quote form island */
  children: ReactNode;
}

export interface NextStep {
  title: string;
  description: string;
}

export const DEFAULT_QUOTE_TITLE = "Get Your Free Quote";

/** The shared quote form's home on a page: always id="quote-form", so every CTA can jump to it. */
export function QuoteSection({
  title = DEFAULT_QUOTE_TITLE,
  intro,
  phone,
  estimateInvite,
  bookInvite,
  nextSteps = [],
  nextStepsHeading = "What happens next",
  proof,
  underForm,
  call,
  children,
}: QuoteSectionProps) {
  const invites = (bookInvite || estimateInvite) && (
    <div className="space-y-6">
      {bookInvite && (
        <p className="text-brand-900 text-lg font-semibold">
          Prefer to pick a time?{" "}
          <a href={BOOK_PATH} className="text-brand-700 underline">
            Book your inspection online
          </a>
        </p>
      )}
      {estimateInvite && (
        <p className="text-muted text-lg">
          {estimateInvite}{" "}
          <a href={ESTIMATE_PATH} className="text-brand-700 font-semibold underline">
            {ESTIMATE_LINK_LABEL}
          </a>
        </p>
      )}
    </div>
  );
  return (
    <section
      id="quote-form"
      aria-labelledby="quote-form-title"
      className="bg-surface py-16 sm:py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[0.8fr_1.2fr] lg:grid-rows-[auto_1fr]">
        <div>
          <h2 id="quote-form-title" className="text-3xl font-extrabold sm:text-4xl">
            {title}
          </h2>
          <p className="text-muted mt-4 text-lg">
            {intro ??
              `Tell us what you need and we will get back to you ${facts.responseTime} with a free, no-pressure estimate.`}
          </p>
          {call ? (
            <div className="rounded-card bg-brand-900 mt-8 p-6 text-white">
              <h3 className="text-2xl font-bold text-white">{call.heading}</h3>
              {call.body && <p className="text-brand-100 mt-2">{call.body}</p>}
              <LinkButton href={`tel:${phone.e164}`} className="mt-5">
                <Icon name="phone" />
                Call {phone.display}
              </LinkButton>
            </div>
          ) : (
            <p className="text-brand-900 mt-6 flex items-center gap-3 text-lg font-semibold">
              <Icon name="phone" className="text-accent-600" />
              <span>
                Prefer to talk?{" "}
                <a href={`tel:${phone.e164}`} className="underline">
                  {phone.display}
                </a>
              </span>
            </p>
          )}
        </div>
        {/* The form spans both rows of the right column on a wide screen, so the invites and
            steps fill the left column beside it; on a phone they come after it, the form
            first. A customer's words go under the form, so neither column runs on alone
            beside empty space; without them the form stays in view beside a longer left
            column. */}
        <div
          className={cn(
            "space-y-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start",
            !underForm && "lg:sticky lg:top-28",
          )}
        >
          <div className="rounded-card border-line shadow-card border bg-white p-6 sm:p-8">
            {children}
          </div>
          {underForm}
        </div>
        {(invites || nextSteps.length > 0 || proof) && (
          <div className="space-y-10 lg:col-start-1">
            {invites}
            {nextSteps.length > 0 && (
              <div className="border-line lg:border-t lg:pt-8">
                <h3 className="text-xl font-bold">{nextStepsHeading}</h3>
                <ol className="mt-5 space-y-5">
                  {nextSteps.map((step, index) => (
                    <li key={step.title} className="flex gap-4">
                      <span
                        aria-hidden="true"
                        className="bg-brand-900 grid size-9 shrink-0 place-items-center rounded-full font-bold text-white"
                      >
                        {index + 1}
                      </span>
                      <span>
                        <span className="text-brand-900 block font-semibold">{step.title}</span>
                        <span className="text-muted mt-1 block">{step.description}</span>
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
            {proof}
          </div>
        )}
      </div>
    </section>
  );
}
