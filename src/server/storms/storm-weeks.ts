import { site } from "../../config/site.ts";
import type { Db } from "../tables.ts";
import { lastWeeks, weekLabel, weekOf } from "../reports/weeks.ts";
import { significantEvents } from "./storm-events.ts";

/** One week of the reports page's storm column: its label and the events in it. */
export interface StormWeek {
  label: string;
  events: { slug: string; name: string }[];
}

/**
 * The significant events of each of the last `count` office weeks (Monday first), oldest
 * first, labelled as the reports page labels its weeks, so they sit beside that week's leads.
 */
export async function stormWeeks(db: Db, now: Date, count: number): Promise<StormWeek[]> {
  const weeks = lastWeeks(now, count, site.timeZone);
  const from = new Date(Date.parse(`${weeks[0]}T00:00:00.000Z`) - 86_400_000).toISOString();
  const events = await significantEvents(db, from, now.toISOString());
  return weeks.map((week) => ({
    label: weekLabel(week),
    events: events
      .filter((event) => weekOf(new Date(event.firstAt), site.timeZone) === week)
      .reverse()
      .map((event) => ({ slug: event.slug, name: `${event.county}, ${event.day}` })),
  }));
}
