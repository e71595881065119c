import { Section } from "../ui/Section";

/** "What happens at the inspection", on /book and the confirmation page. */
export function VisitExplained({ heading, paragraphs }: { heading: string; paragraphs: string[] }) {
  return (
    <Section tone="surface">
      <h2 className="text-2xl font-extrabold">{heading}</h2>
      <div className="mt-4 flex max-w-3xl flex-col gap-3 text-lg">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
