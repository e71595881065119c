import type { IconName } from "../../lib/icon-names";
import { Icon } from "../ui/Icon";

export interface TrustPoint {
  icon: IconName;
  title: string;
  description: string;
}

/** The three trust points right under the hero. */
export function TrustStrip({ points }: { points: TrustPoint[] }) {
  return (
    <section aria-label="Why homeowners trust us" className="border-line border-b bg-white">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-3">
        {points.map((point) => (
          <li key={point.title} className="flex gap-4">
            <span className="bg-brand-50 text-brand-700 inline-flex size-12 shrink-0 items-center justify-center rounded-full">
              <Icon name={point.icon} />
            </span>
            <div>
              <p className="text-brand-900 font-bold">{point.title}</p>
              <p className="text-muted text-sm">{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
