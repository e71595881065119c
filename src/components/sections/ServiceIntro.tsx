import type { IconName } from "../../lib/icon-names";
import { Icon } from "../ui/Icon";

interface ServiceIntroProps {
  paragraphs: string[];
  benefitsHeading: string;
  benefits: { icon: IconName; title: string; description: string }[];
}

/**
 * A service page's opening: what the service is, with its first paragraph as a lead, and
 * beside it the three things that make the work last, as a checklist rather than a row of
 * cards.
 */
export function ServiceIntro({ paragraphs, benefitsHeading, benefits }: ServiceIntroProps) {
  const [lead, ...rest] = paragraphs;
  return (
    <section className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1.35fr_1fr] lg:gap-16">
        <div className="space-y-5 text-lg leading-relaxed">
          <p className="text-brand-900 text-xl leading-relaxed font-medium sm:text-2xl">{lead}</p>
          {rest.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <aside
          aria-labelledby="benefits"
          className="bg-sand rounded-card self-start p-6 sm:p-8 lg:sticky lg:top-28"
        >
          <h2 id="benefits" className="text-2xl font-bold sm:text-3xl">
            {benefitsHeading}
          </h2>
          <ul className="mt-6 space-y-6">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-4">
                <span className="bg-accent-600 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white">
                  <Icon name={benefit.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="text-brand-900 text-xl font-bold">{benefit.title}</h3>
                  <p className="text-muted mt-1">{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
