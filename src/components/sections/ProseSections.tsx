import { cn } from "../../lib/cn";

export interface ProseSection {
  heading: string;
  /** A sentence set above the paragraphs or steps, e.g. how long the whole job takes */
  lead?: string | undefined;
  body: string[];
  /**
   * prose: paragraphs; steps: each paragraph a numbered step, its first sentence in bold;
   * steps-card: the same steps on a tinted card, for what a reader must not miss.
   */
  display?: "prose" | "steps" | "steps-card" | undefined;
}

/**
 * A step's first sentence and the rest, split where the first sentence ends.
 * @example splitFirstSentence("Stay safe. Then call.") // ["Stay safe.", "Then call."]
 */
export function splitFirstSentence(text: string): [string, string] {
  const match = /^(.+?[.!?])\s+(\S[\s\S]*)$/.exec(text);
  return match ? [match[1] ?? text, match[2] ?? ""] : [text, ""];
}

function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="mt-6 space-y-6" data-steps>
      {steps.map((step, index) => {
        const [first, rest] = splitFirstSentence(step);
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
              {rest && ` ${rest}`}
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
