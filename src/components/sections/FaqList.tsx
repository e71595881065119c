export interface Faq {
  question: string;
  answer: string;
}

interface FaqListProps {
  faqs: Faq[];
}

/**
 * Questions as native disclosures: they open and close without JavaScript and are
 * announced as expandable by screen readers.
 */
export function FaqList({ faqs }: FaqListProps) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5 sm:px-6">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-lg font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xl text-brand-900 transition-transform group-open:rotate-45"
              aria-hidden="true"
            >
              +
            </span>
          </summary>
          <p className="pb-5 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
