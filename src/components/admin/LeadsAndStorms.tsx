import { stormEventPath } from "../../lib/public-routes";
import type { ChartRow } from "../../lib/lead-report-types";
import { DataTable } from "./DataTable";

interface LeadsAndStormsProps {
  /** The reports' leads by week (byWeekAndService.rows): a bar per week, split by service */
  leadWeeks: readonly ChartRow[];
  /** The same weeks' significant storm events */
  stormWeeks: readonly { label: string; events: readonly { slug: string; name: string }[] }[];
}

/** Each week's real leads beside the hail and wind events of that week, to see a storm's leads. */
export function LeadsAndStorms({ leadWeeks, stormWeeks }: LeadsAndStormsProps) {
  return (
    <DataTable
      caption="Leads per week beside that week's significant storms"
      columns={["Week of", "Leads", "Significant storms"]}
      minWidth="min-w-xl"
    >
      {leadWeeks.map((week, index) => {
        const leads = Object.values(week.values).reduce((sum, count) => sum + count, 0);
        const events = stormWeeks[index]?.label === week.label ? stormWeeks[index].events : [];
        return (
          <tr key={week.label} className="border-line border-t">
            <td className="px-3 py-2 whitespace-nowrap">{week.label}</td>
            <td className="px-3 py-2">{leads}</td>
            <td className="px-3 py-2">
              {events.length === 0
                ? "None"
                : events.map((event, position) => (
                    <span key={event.slug}>
                      {position > 0 && "; "}
                      <a href={stormEventPath(event.slug)} className="text-brand-700 underline">
                        {event.name}
                      </a>
                    </span>
                  ))}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
