import { countedByReports } from "../../lib/lead-model.ts";
import type { EstimateReports } from "../../lib/lead-report-types.ts";
import { estimateLeadsBetween, estimateRendersSince } from "../estimates/estimate-report-repo.ts";
import type { Db } from "../tables.ts";
import { REPORT_WEEKS } from "./lead-reports.ts";
import { lastWeeks, weekLabel, weekOf } from "./weeks.ts";

const shareOf = (leads: number, shown: number) => (shown === 0 ? null : leads / shown);

/**
 * The instant estimate over the reports' weeks: estimate results the server rendered (a
 * GET of a complete /estimate, or the island's HEAD of it when "Show my price range" is
 * pressed; not the live changes before that), the real leads that came with an estimate,
 * and the share of results that became a lead.
 */
export async function estimateReports(
  db: Db,
  options: { now: Date; timeZone: string },
): Promise<EstimateReports> {
  const weeks = lastWeeks(options.now, REPORT_WEEKS, options.timeZone);
  const since = weeks[0]!;
  // A day early, so every lead of the first local day is read whatever the offset.
  const from = new Date(Date.parse(`${since}T00:00:00.000Z`) - 24 * 60 * 60 * 1000);
  const [renders, leads] = await Promise.all([
    estimateRendersSince(db, since),
    estimateLeadsBetween(db, from.toISOString(), options.now.toISOString()),
  ]);
  const shownIn = new Map(renders.map((row) => [row.week, row.renders]));
  const leadWeeks = leads
    .filter((lead) => countedByReports(lead.status))
    .map((lead) => weekOf(new Date(lead.created_at), options.timeZone));
  const rows = weeks.map((week) => {
    const shown = shownIn.get(week) ?? 0;
    const fromEstimates = leadWeeks.filter((at) => at === week).length;
    return {
      label: weekLabel(week),
      shown,
      leads: fromEstimates,
      share: shareOf(fromEstimates, shown),
    };
  });
  const shown = rows.reduce((sum, row) => sum + row.shown, 0);
  const fromEstimates = rows.reduce((sum, row) => sum + row.leads, 0);
  return { weeks: rows, shown, leads: fromEstimates, share: shareOf(fromEstimates, shown) };
}
