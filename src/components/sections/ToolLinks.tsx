import { tools } from "../../lib/tools";
import { cn } from "../../lib/cn";
import { Icon } from "../ui/Icon";

interface ToolLinksProps {
  /** Leave out a tool the page already offers in full */
  except?: string | undefined;
}

/**
 * The three tools as one band of links, for service, area and emergency pages: one tap
 * from anywhere a homeowner reads about a roof.
 */
export function ToolLinks({ except }: ToolLinksProps) {
  const shown = tools.filter((tool) => tool.href !== except);
  return (
    <nav aria-label="Estimate, booking and storm check" className="bg-brand-50 py-8">
      {/* As many columns as tools shown: two tools never leave an empty third slot. */}
      <ul
        className={cn(
          "mx-auto grid max-w-7xl gap-3 px-4 sm:px-6",
          shown.length === 2 ? "sm:grid-cols-2" : "sm:grid-cols-3",
        )}
      >
        {shown.map((tool) => (
          <li key={tool.href}>
            <a
              href={tool.href}
              className="border-line hover:border-brand-600 flex min-h-14 items-center gap-3 rounded-lg border-2 bg-white px-4 py-3"
            >
              <Icon name={tool.icon} className="text-accent-600 size-6 shrink-0" />
              <span>
                <span className="text-brand-900 block font-bold">{tool.label}</span>
                <span className="text-muted block text-sm">{tool.action}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
