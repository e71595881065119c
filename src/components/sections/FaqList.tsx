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
    <div className="divide-line rounded-card border-line divide-y border bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5 sm:px-6">
          <summary className="text-brand-900 flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-lg font-semibold [&::-webkit-details-marker]:hidden">
            {faq.question}
            <span
              className="bg-brand-50 text-brand-900 flex size-8 shrink-0 items-center justify-center rounded-full text-xl transition-transform group-open:rotate-45"
              aria-hidden="true"
            >
              +
            </span>
          </summary>
          <p className="text-muted pb-5">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
