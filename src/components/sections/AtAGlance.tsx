export interface GlanceFact {
  /** "Service area" */
  term: string;
  /** "Louisville Metro & Southern Indiana"; several lines as a list, e.g. the day's hours */
  value: string | string[];
  /** Where to read more, when a page says it in full */
  href?: string | undefined;
}

/**
 * The about page's facts in one card beside the story. Every line comes from the config or
 * the content (src/components/sections/about-glance.ts); nothing is written for the card.
 */
export function AtAGlance({ facts }: { facts: GlanceFact[] }) {
  return (
    <aside
      aria-labelledby="at-a-glance"
      className="rounded-card bg-sand border-line self-start border p-6 sm:p-8 lg:sticky lg:top-28"
    >
      <h2 id="at-a-glance" className="text-2xl font-bold">
        At a glance
      </h2>
      <dl className="divide-line mt-4 divide-y">
        {facts.map((fact) => (
          <div key={fact.term} className="py-3">
            <dt className="text-accent-700 text-xs font-bold tracking-[0.12em] uppercase">
              {fact.term}
            </dt>
            <dd className="text-brand-900 mt-1 font-semibold">
              {fact.href ? (
                <a href={fact.href} className="underline underline-offset-4">
                  {fact.value}
                </a>
              ) : Array.isArray(fact.value) ? (
                fact.value.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))
              ) : (
                fact.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
