import { tools } from "../../lib/tools";
import { Icon } from "../ui/Icon";

/**
 * The three tools as large cards, each one link: on the home page right under the hero,
 * so a phone's first screens offer them.
 */
export function ToolsSection() {
  return (
    <section aria-labelledby="tools-heading" className="bg-surface py-10 sm:py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="tools-heading" className="text-2xl font-extrabold sm:text-3xl">
          Start now, without waiting for a call
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-3 sm:gap-5">
          {tools.map((tool) => (
            <li key={tool.href}>
              <a
                href={tool.href}
                className="rounded-card border-line shadow-card hover:border-brand-600 flex h-full items-start gap-4 border-2 bg-white p-4 sm:flex-col sm:p-6"
              >
                <Icon name={tool.icon} className="text-accent-600 size-8 shrink-0" />
                <span>
                  <span className="text-brand-900 block text-lg font-extrabold">{tool.label}</span>
                  <span className="text-muted mt-1 block">{tool.blurb}</span>
                  <span className="text-brand-700 mt-2 block font-semibold underline">
                    {tool.action}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
