import { LinkButton } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { SectionHeading } from "../ui/SectionHeading";

interface AreaIntroProps {
  heading: string;
  paragraphs: string[];
  buttonLabel: string;
  /** "Louisville", for "Communities we serve in Louisville" */
  place: string;
  communities: string[];
}

/**
 * An area page's opening: what we know about roofs there, and the communities we work in,
 * set as a run of names that takes the room it needs instead of a half-empty two-column list.
 * On a phone the communities come first: a visitor checks "do they work on my street?"
 * before reading about the roofs there.
 */
export function AreaIntro({
  heading,
  paragraphs,
  buttonLabel,
  place,
  communities,
}: AreaIntroProps) {
  return (
    <section className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <div>
          <SectionHeading heading={heading} align="left" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <LinkButton href="#quote-form" className="mt-8">
            {buttonLabel}
          </LinkButton>
        </div>
        <aside
          aria-labelledby="communities"
          className="border-line rounded-card -order-1 self-start border p-6 sm:p-8 lg:sticky lg:top-28 lg:order-none"
        >
          <h2 id="communities" className="flex items-center gap-3 text-2xl font-bold">
            <Icon name="map-pin" className="text-accent-600" />
            Communities we serve in {place}
          </h2>
          {/* Newspaper columns, not a grid: names in a list, not cards to balance. */}
          <ul className="text-brand-900 mt-5 columns-2 gap-x-6 font-semibold">
            {communities.map((community) => (
              <li key={community} className="mb-2 flex break-inside-avoid items-start gap-2">
                <Icon name="check" className="text-accent-600 mt-1 size-4 shrink-0" />
                {community}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
