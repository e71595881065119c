import type { MouseEvent } from "react";

interface FaqItemProps {
  question: string;
  answer: string;
  /** Controlled state for an accordion; leave both out for a free-standing disclosure */
  open?: boolean;
  onToggle?: (event: MouseEvent) => void;
}

/**
 * One question as a native disclosure: it opens without JavaScript and is announced as
 * expandable by screen readers.
 */
export function FaqItem({ question, answer, open, onToggle }: FaqItemProps) {
  return (
    <details open={open} className="group px-5 sm:px-6">
      <summary
        onClick={onToggle}
        className="text-brand-900 flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-lg font-semibold [&::-webkit-details-marker]:hidden"
      >
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
