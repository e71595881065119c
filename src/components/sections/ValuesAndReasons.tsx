import type { IconName } from "../../lib/icon-names";
import { Icon } from "../ui/Icon";

interface Item {
  icon: IconName;
  title: string;
  description: string;
}

interface Group {
  id: string;
  heading: string;
  items: Item[];
}

/**
 * The about page's values and its reasons to choose us, in one band: two headed lists side
 * by side on a wide screen, one after the other on a phone, where two grids of cards in a
 * row read as the same section twice.
 */
export function ValuesAndReasons({ groups }: { groups: Group[] }) {
  return (
    <section className="bg-surface py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        {groups.map((group) => (
          <div key={group.id}>
            <h2 id={group.id} className="text-3xl font-bold sm:text-4xl">
              {group.heading}
            </h2>
            <ul className="rounded-card border-line shadow-card divide-line mt-8 divide-y border bg-white">
              {group.items.map((item) => (
                <li key={item.title} className="flex gap-4 p-5 sm:p-6">
                  <span className="bg-accent-50 text-accent-600 inline-flex size-12 shrink-0 items-center justify-center rounded-xl">
                    <Icon name={item.icon} />
                  </span>
                  <div>
                    <h3 className="text-brand-900 text-xl font-bold">{item.title}</h3>
                    <p className="text-muted mt-1">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
