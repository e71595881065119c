import { SectionHeading } from "../ui/SectionHeading";
import { FaqList, type Faq } from "./FaqList";

interface FaqSectionProps {
  heading: string;
  intro?: string | undefined;
  faqs: Faq[];
  tone?: "white" | "surface";
}

/** A page's questions under id="faqs", in one readable column under their heading. */
export function FaqSection({ heading, intro, faqs, tone = "surface" }: FaqSectionProps) {
  return (
    <section
      id="faqs"
      aria-labelledby="faqs-title"
      className={tone === "surface" ? "bg-surface py-16 sm:py-20" : "bg-white py-16 sm:py-20"}
    >
      {/* The same column as ProseSections inside a Section: one left edge down the page. */}
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto grid max-w-3xl gap-8">
          <SectionHeading id="faqs-title" heading={heading} intro={intro} align="left" />
          <FaqList faqs={faqs} />
        </div>
      </div>
    </section>
  );
}
