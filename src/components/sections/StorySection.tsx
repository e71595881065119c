import { AtAGlance, type GlanceFact } from "./AtAGlance";

interface StorySectionProps {
  heading: string;
  paragraphs: string[];
  /** Links to read further: testimonials, the service area… */
  links: { label: string; href: string }[];
  /** The card beside the story: facts from the config and content */
  facts: GlanceFact[];
}

/**
 * The about page's story: the first paragraph as a lead, the rest in two newspaper columns
 * on a wide screen (a line of about 60 characters, where one column ran to 90), with the
 * "At a glance" card beside them.
 */
export function StorySection({ heading, paragraphs, links, facts }: StorySectionProps) {
  const [lead, ...rest] = paragraphs;
  return (
    <section aria-labelledby="our-story" className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <div>
          <h2 id="our-story" className="text-4xl font-bold sm:text-5xl">
            {heading}
          </h2>
          <p className="text-brand-900 mt-6 text-xl leading-relaxed font-medium sm:text-2xl">
            {lead}
          </p>
          <div className="mt-8 text-lg leading-relaxed lg:columns-2 lg:gap-12">
            {rest.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mb-5">
                {paragraph}
              </p>
            ))}
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-8 gap-y-3">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="text-brand-700 font-semibold underline underline-offset-4"
                >
                  {link.label} →
                </a>
              </li>
            ))}
          </ul>
        </div>
        <AtAGlance facts={facts} />
      </div>
    </section>
  );
}
