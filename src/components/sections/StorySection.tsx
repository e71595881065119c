interface StorySectionProps {
  heading: string;
  paragraphs: string[];
  /** Links to read further: testimonials, the service area… */
  links: { label: string; href: string }[];
}

/** The about page's story: the heading held beside the text, the first paragraph as a lead. */
export function StorySection({ heading, paragraphs, links }: StorySectionProps) {
  const [lead, ...rest] = paragraphs;
  return (
    <section aria-labelledby="our-story" className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <h2 id="our-story" className="text-4xl font-bold sm:text-5xl lg:sticky lg:top-28">
            {heading}
          </h2>
        </div>
        <div>
          <p className="text-brand-900 text-xl leading-relaxed font-medium sm:text-2xl">{lead}</p>
          <div className="mt-6 space-y-5 text-lg leading-relaxed">
            {rest.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3">
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
      </div>
    </section>
  );
}
