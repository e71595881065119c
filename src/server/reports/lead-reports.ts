import { countedByReports, serviceLabel, serviceTypes } from "../../lib/lead-model.ts";
import { leadsCreatedBetween, type ReportLead } from "./report-repo.ts";
import type { Db } from "../tables.ts";
import { townOf } from "../../lib/address-town.ts";
import type { ChartRow, LeadReports, SeriesChart } from "../../lib/lead-report-types.ts";
import { lastWeeks, weekLabel, weekOf } from "./weeks.ts";

/** How many weeks the reports page covers. */
export const REPORT_WEEKS = 12;

export type { LeadReports } from "../../lib/lead-report-types.ts";

export interface ReportOptions {
  now: Date;
  timeZone: string;
  /** The site's own host: a referrer from it is not a source */
  siteHost: string;
  /** Area page slug → area name, e.g. { "louisville-ky": "Louisville" } */
  areaNames: Readonly<Record<string, string>>;
}

const UNKNOWN = "Not known";

/**
 * Where a lead came from: "utm_source / utm_medium" when tagged, else the referring host,
 * else "direct".
 *
 * @example sourceOf('{"utm_source":"google","utm_medium":"cpc"}', "www.example.com") // "google / cpc"
 */
export function sourceOf(attribution: string, siteHost: string): string {
  let fields: Record<string, string> = {};
  try {
    fields = JSON.parse(attribution) as Record<string, string>;
  } catch {
    // An unreadable attribution counts as none.
  }
  const source = fields["utm_source"]?.trim().toLowerCase();
  if (source) {
    const medium = fields["utm_medium"]?.trim().toLowerCase();
    return medium ? `${source} / ${medium}` : source;
  }
  const referrer = fields["referrer"]?.trim();
  if (referrer) {
    try {
      const host = new URL(referrer).hostname.replace(/^www\./, "");
      if (host && host !== siteHost.replace(/^www\./, "")) return host;
    } catch {
      // Not a URL: fall through to direct.
    }
  }
  return "direct";
}

/**
 * A lead's area: the town of its address, else the area page the form was on, else "Not known".
 *
 * @example areaOf("12 Elm St, shively, KY 40216", "/", {}) // "Shively"
 */
export function areaOf(
  address: string,
  pagePath: string,
  areaNames: Readonly<Record<string, string>>,
): string {
  const town = townOf(address)?.replace(/\s+/g, " ").trim();
  if (town)
    return town
      .toLowerCase()
      .replace(/(^|[\s-])\p{L}/gu, (start) => start.toUpperCase())
      .slice(0, 60);
  const slug = /^\/service-area\/([a-z0-9-]+)\/?$/.exec(pagePath)?.[1];
  return (slug && areaNames[slug]) || UNKNOWN;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Counts by key, largest first (ties by name), the rest beyond `limit` summed as "Other". */
function ranked(keys: string[], limit = 10): ChartRow[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const top = sorted.slice(0, limit).map(([label, count]) => ({ label, values: { Leads: count } }));
  const rest = sorted.slice(limit).reduce((sum, [, count]) => sum + count, 0);
  return rest > 0 ? [...top, { label: "Other", values: { Leads: rest } }] : top;
}

/**
 * The reports page's figures for the last REPORT_WEEKS weeks of the office's calendar
 * (weeks start on Monday). Leads staff marked spam count only in the spam chart.
 */
export async function leadReports(db: Db, options: ReportOptions): Promise<LeadReports> {
  const weeks = lastWeeks(options.now, REPORT_WEEKS, options.timeZone);
  const since = weeks[0]!;
  // A day early, so every lead of the first local day is read whatever the offset.
  const from = new Date(Date.parse(`${since}T00:00:00.000Z`) - 24 * 60 * 60 * 1000);
  const rows = await leadsCreatedBetween(db, from.toISOString(), options.now.toISOString());

  const weekIndex = new Map(weeks.map((week, index) => [week, index]));
  const inPeriod = rows
    .map((lead) => ({
      lead,
      week: weekIndex.get(weekOf(new Date(lead.created_at), options.timeZone)),
    }))
    .filter((entry): entry is { lead: ReportLead; week: number } => entry.week !== undefined);
  const real = inPeriod.filter(({ lead }) => countedByReports(lead.status));

  // Our services in the form's order, then any label no longer offered, alphabetically.
  const services: string[] = serviceTypes
    .map((service) => service.label)
    .filter((label) => real.some(({ lead }) => serviceLabel(lead.service_type) === label));
  const otherServices = [
    ...new Set(real.map(({ lead }) => serviceLabel(lead.service_type))),
  ].filter((label) => !services.includes(label));
  const serviceSeries = [...services, ...otherServices.sort()];

  const byWeekAndService: SeriesChart = {
    series: serviceSeries,
    rows: weeks.map((week, index) => {
      const values = Object.fromEntries(serviceSeries.map((label) => [label, 0]));
      for (const { lead, week: at } of real)
        if (at === index) values[serviceLabel(lead.service_type)]! += 1;
      return { label: weekLabel(week), values };
    }),
  };

  const responseMinutes = (lead: ReportLead) =>
    lead.first_contacted_at === null
      ? null
      : Math.max(0, (Date.parse(lead.first_contacted_at) - Date.parse(lead.created_at)) / 60_000);

  const responseByWeek = weeks.map((week, index) => {
    const minutes = real
      .filter(({ week: at }) => at === index)
      .map(({ lead }) => responseMinutes(lead))
      .filter((value): value is number => value !== null);
    return { label: weekLabel(week), medianMinutes: median(minutes), contacted: minutes.length };
  });

  const contactedWithin = [5, 30, 60].map((minutes) => {
    const count = real.filter(({ lead }) => {
      const taken = responseMinutes(lead);
      return taken !== null && taken <= minutes;
    }).length;
    return {
      label: `Within ${minutes} min`,
      minutes,
      count,
      share: real.length === 0 ? 0 : count / real.length,
    };
  });

  const spamByWeek: SeriesChart = {
    series: ["Real", "Spam"],
    rows: weeks.map((week, index) => {
      const those = inPeriod.filter(({ week: at }) => at === index);
      const spam = those.filter(({ lead }) => !countedByReports(lead.status)).length;
      return { label: weekLabel(week), values: { Real: those.length - spam, Spam: spam } };
    }),
  };

  return {
    since,
    total: real.length,
    byWeekAndService,
    bySource: ranked(real.map(({ lead }) => sourceOf(lead.attribution, options.siteHost))),
    byLandingPage: ranked(real.map(({ lead }) => lead.source_page || UNKNOWN)),
    byArea: ranked(
      real.map(({ lead }) => areaOf(lead.address, lead.source_page, options.areaNames)),
    ),
    responseByWeek,
    contactedWithin,
    spamByWeek,
  };
}
