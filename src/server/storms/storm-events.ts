import type { StormEvent } from "../../lib/storms/storm-event-view.ts";
import { stormDay } from "../../lib/storms/storm-dates.ts";
import type { Db } from "../tables.ts";
import { significantReportsSince, type StoredStormReport } from "./storm-repo.ts";
import {
  countyLabel,
  eventSlug,
  isSignificant,
  SIGNIFICANT_HAIL_INCHES,
  SIGNIFICANT_WIND_MPH,
} from "./significance.ts";

export type { StormEvent };

/** The longest slug an event can have ("2026-11-20-" and a county name): longer is no event. */
const MAX_SLUG_LENGTH = 80;
const DAY_MS = 86_400_000;

/**
 * The significant events since `from`, newest first: hail of 1 inch and up or wind of 58
 * mph and up in a served county, grouped by day (Louisville time) and county.
 */
export async function significantEvents(db: Db, from: string, to?: string): Promise<StormEvent[]> {
  const rows = await significantReportsSince(
    db,
    from,
    SIGNIFICANT_HAIL_INCHES,
    SIGNIFICANT_WIND_MPH,
  );
  const inServedCounties = rows.filter(
    (row) =>
      (!to || row.occurred_at <= to) &&
      isSignificant({ kind: row.kind, magnitude: row.magnitude, countyFips: row.county_fips }),
  );
  const groups = new Map<string, StoredStormReport[]>();
  for (const row of inServedCounties) {
    const slug = eventSlug(row.occurred_at, row.county_fips);
    groups.set(slug, [...(groups.get(slug) ?? []), row]);
  }
  return [...groups.entries()]
    .map(([slug, reports]) => toEvent(slug, reports))
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

/** The event a slug names, or undefined for a slug no stored report makes. */
export async function eventBySlug(db: Db, slug: string): Promise<StormEvent | undefined> {
  const day = /^(\d{4}-\d{2}-\d{2})-[a-z0-9-]+$/.exec(slug)?.[1];
  if (!day || slug.length > MAX_SLUG_LENGTH || Number.isNaN(Date.parse(day))) return undefined;
  // Louisville's day lies within the UTC day before and after it.
  const from = new Date(Date.parse(day) - DAY_MS).toISOString();
  const to = new Date(Date.parse(day) + 2 * DAY_MS).toISOString();
  return (await significantEvents(db, from, to)).find((event) => event.slug === slug);
}

function toEvent(slug: string, rows: StoredStormReport[]): StormEvent {
  const earliestFirst = [...rows].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
  const first = earliestFirst[0]!;
  const sizes = (kind: "hail" | "wind") =>
    rows
      .filter((row) => row.kind === kind && row.magnitude !== null)
      .map((row) => Number(row.magnitude));
  const largest = (values: number[]) => (values.length ? Math.max(...values) : null);
  return {
    slug,
    day: stormDay(first.occurred_at),
    county: countyLabel(first.county_fips),
    countyFips: first.county_fips,
    firstAt: first.occurred_at,
    lastAt: earliestFirst.at(-1)!.occurred_at,
    largestHail: largest(sizes("hail")),
    strongestWind: largest(sizes("wind")),
    reports: earliestFirst.map((row) => ({
      id: row.id,
      kind: row.kind,
      occurredAt: row.occurred_at,
      magnitude: row.magnitude === null ? null : Number(row.magnitude),
      miles: 0,
      direction: "",
      source: row.source,
      final: row.source === "ncei",
      location: row.location,
      county: row.county,
      state: row.state,
      countyFips: row.county_fips,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    })),
  };
}
