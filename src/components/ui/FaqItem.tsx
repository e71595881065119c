interface FaqItemProps {
  question: string;
  answer: string;
  /** Items sharing a name form an accordion: the browser keeps one of them open */
  name?: string;
}

/**
 * One question as a native disclosure: it opens without JavaScript and is announced as
 * expandable by screen readers.
 */
export function FaqItem({ question, answer, name }: FaqItemProps) {
  return (
    <details name={name} className="group px-5 sm:px-6">
      <summary className="text-brand-900 flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-lg font-semibold [&::-webkit-details-marker]:hidden">
        {question}
        <span
          className="bg-brand-50 text-brand-900 flex size-8 shrink-0 items-center justify-center rounded-full text-xl transition-transform group-open:rotate-45"
          aria-hidden="true"
        >
          +
        </span>
      </summary>
      <p className="text-muted pb-5">{answer}</p>
    </details>
  );
}
