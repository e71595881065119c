export interface ProseSection {
  heading: string;
  body: string[];
}

/** Longer explanations on service pages: a heading and its paragraphs, in a readable column. */
export function ProseSections({ sections }: { sections: ProseSection[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-12">
      {sections.map((section) => (
        <div key={section.heading}>
          <h2 className="text-2xl font-extrabold sm:text-3xl">{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="text-ink mt-4 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}
