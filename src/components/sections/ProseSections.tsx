import { cn } from "../../lib/cn";

export interface ProseSection {
  heading: string;
  /** A sentence set above the paragraphs or steps, e.g. how long the whole job takes */
  lead?: string | undefined;
  body: string[];
  /**
   * prose: paragraphs; steps: each paragraph a numbered step, its first clause in bold;
   * steps-card: the same steps on a tinted card, for what a reader must not miss.
   */
  display?: "prose" | "steps" | "steps-card" | undefined;
}

/** A lead-in of fewer words ("At the end,", "Next,") runs on to the next break. */
const MIN_CLAUSE_WORDS = 4;

/**
 * A step's first clause and the rest: the words up to the first comma, semicolon or colon,
 * or to the end of the first sentence, so a step reads as a bold lead-in and not a bold
 * paragraph. The sentence's full stop stays with its clause; a comma stays with the rest.
 * @example firstClause("Stay safe. Then call.") // ["Stay safe.", " Then call."]
 * @example firstClause("At the end, a manager walks the job, then we go.")
 *   // ["At the end, a manager walks the job", ", then we go."]
 */
export function firstClause(text: string): [string, string] {
  const breaks = /[,;:](?=\s)|[.!?](?=\s|$)/g;
  for (const match of text.matchAll(breaks)) {
    const sentenceEnd = /[.!?]/.test(match[0]);
    const end = match.index + (sentenceEnd ? 1 : 0);
    const clause = text.slice(0, end);
    if (sentenceEnd || clause.trim().split(/\s+/).length >= MIN_CLAUSE_WORDS) {
      return [clause, text.slice(end)];
    }
  }
  return [text, ""];
}

function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="mt-6 space-y-6" data-steps>
      {steps.map((step, index) => {
        const [first, rest] = firstClause(step);
        return (
          <li
            key={step.slice(0, 40)}
            className="grid grid-cols-[2rem_1fr] gap-3 sm:grid-cols-[2.5rem_1fr] sm:gap-4"
          >
            <span
              aria-hidden="true"
              className="bg-brand-900 font-display grid size-8 place-items-center rounded-full text-base font-bold text-white sm:size-10 sm:text-lg"
            >
              {index + 1}
            </span>
            <p className="text-ink text-lg leading-relaxed sm:pt-1">
              <strong className="text-brand-900 font-semibold">{first}</strong>
              {rest}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** Longer explanations on service pages: a heading and its paragraphs, in a readable column. */
export function ProseSections({ sections }: { sections: ProseSection[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-12">
      {sections.map((section) => {
        const display = section.display ?? "prose";
        return (
          <div
            key={section.heading}
            className={cn(
              display === "steps-card" &&
                "rounded-card border-accent-100 bg-accent-50 border p-5 sm:p-8",
            )}
          >
            <h2 className="text-2xl font-extrabold text-pretty sm:text-3xl">{section.heading}</h2>
            {section.lead && (
              <p className="text-ink mt-4 text-lg leading-relaxed">{section.lead}</p>
            )}
            {display === "prose" ? (
              section.body.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="text-ink mt-4 text-lg leading-relaxed">
                  {paragraph}
                </p>
              ))
            ) : (
              <Steps steps={section.body} />
            )}
          </div>
        );
      })}
    </div>
  );
}
