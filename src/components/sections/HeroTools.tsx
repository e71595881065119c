import { tools } from "../../lib/tools";
import { Icon } from "../ui/Icon";

/**
 * A compact row of the three homeowner tools for a dark hero: one tap from the home page's
 * first screen on a phone, where the tools section below the hero starts past 844 px. Each
 * says what the visitor gets (`teaser`), not the tool's name.
 */
export function HeroTools() {
  return (
    <nav aria-label="Homeowner tools" className="mt-3 sm:mt-6">
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {tools.map((tool) => (
          <li key={tool.href} className="flex">
            <a
              href={tool.href}
              className="flex min-h-14 w-full flex-col items-start gap-1 rounded-xl bg-white/10 px-2.5 py-2 text-[0.8125rem] leading-tight font-semibold text-white ring-1 ring-white/25 transition-colors hover:bg-white/20 sm:flex-row sm:items-center sm:gap-3 sm:px-4 sm:py-3 sm:text-base"
            >
              <Icon name={tool.icon} className="text-accent-300 size-5 shrink-0 sm:size-6" />
              <span>{tool.teaser}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
