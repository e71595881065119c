import { FaqItem } from "../ui/FaqItem";

export interface Faq {
  question: string;
  answer: string;
}

interface FaqListProps {
  faqs: Faq[];
}

/** A page's questions, each opening on its own (service and area pages). */
export function FaqList({ faqs }: FaqListProps) {
  return (
    <div className="divide-line rounded-card border-line divide-y border bg-white">
      {faqs.map((faq) => (
        <FaqItem key={faq.question} question={faq.question} answer={faq.answer} />
      ))}
    </div>
  );
}
