import type { IconName } from "../../lib/icon-names";
import { Icon } from "../ui/Icon";

/**
 * The three things a homeowner can do on the site without waiting for anyone, one tap from
 * the home page's first screen on a phone (issue 33: the tools section further down starts
 * below a 390 x 844 screen). Labels say what the visitor gets, not the tool's name.
 */
const tools: { href: string; icon: IconName; label: string }[] = [
  { href: "/estimate", icon: "dollar", label: "Instant price range" },
  { href: "/book", icon: "calendar", label: "Book a time online" },
  { href: "/storm-check", icon: "storm", label: "Did hail hit my street?" },
];

/** A compact row of the homeowner tools, for a dark hero. */
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
              <span>{tool.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
