import { readStormCheckInput, type StormCheckInput } from "../../lib/storms/storm-check-input.ts";
import type { StormBanner } from "../../lib/storms/storm-event-view.ts";
import type { Actor } from "../inbox/lead-event-repo.ts";
import { recentStormImports, type StormImport } from "./storm-repo.ts";
import { stormCheck, type StormCheckOutcome } from "./storm-check.ts";
import { eventBySlug, significantEvents, type StormEvent } from "./storm-events.ts";
import {
  setStormMode,
  stormModeAt,
  type SetStormModeResult,
  type StormModeState,
} from "./storm-mode.ts";
import { reportLine } from "../../lib/storms/magnitude-text.ts";
import type { StormMap } from "../../lib/storms/storm-views.ts";
import { drawStormMap } from "./storm-map.ts";
import { stormWeeks, type StormWeek } from "./storm-weeks.ts";
import type { OperationParts } from "../operation-parts.ts";

/** What the storm check page gets: the visitor's input read, and the check when it could run. */
export type StormCheckPage =
  | { input: Exclude<StormCheckInput, { state: "ok" }> }
  | { input: Extract<StormCheckInput, { state: "ok" }>; outcome: StormCheckOutcome };

/**
 * How long an instance reuses the banner it read: every page view asks, and storm mode
 * changes by the day or by staff (whose own instance forgets at once; others within this).
 */
export const BANNER_CACHE_MS = 30_000;
/** The events /storms lists: the last five years, as the storm check looks back. */
const EVENTS_LISTED_YEARS = 5;

/** Storm reports for the public pages and staff: the storm check, events, storm mode. */
export function stormOperations(parts: OperationParts) {
  const { db, log } = parts;
  // The read itself is kept, not only its answer: requests arriving while it runs share it
  // rather than each asking the database.
  let cached: { at: number; banner: Promise<StormBanner | null> } | undefined;
  return {
    /** /storm-check?zip=…: reads the typed ZIP or address and looks around it. */
    async check(typed: string | null): Promise<StormCheckPage> {
      const input = readStormCheckInput(typed);
      if (input.state !== "ok") return { input };
      const outcome = await stormCheck(db, input.zip, parts.clock());
      log.info("storms.check", { state: outcome.state });
      return { input, outcome };
    },

    /** The significant events of the last five years, newest first. */
    events(): Promise<StormEvent[]> {
      const since = parts.clock();
      since.setUTCFullYear(since.getUTCFullYear() - EVENTS_LISTED_YEARS);
      return significantEvents(db, since.toISOString(), parts.clock().toISOString());
    },

    /** An event's page: the event and its map, or undefined for a slug no report makes. */
    async eventPage(slug: string): Promise<{ event: StormEvent; map: StormMap } | undefined> {
      const event = await eventBySlug(db, slug);
      if (!event) return undefined;
      const map = drawStormMap(
        event.reports.map((report) => ({ ...report, label: reportLine(report) })),
      );
      return { event, map };
    },

    /** Storm mode now, with what staff set and the event behind it. */
    mode(): Promise<StormModeState> {
      return stormModeAt(db, parts.clock());
    },

    /** The banner every page shows while storm mode is on, or null; cached briefly. */
    async banner(): Promise<StormBanner | null> {
      const now = parts.clock().getTime();
      if (cached && now - cached.at >= 0 && now - cached.at < BANNER_CACHE_MS) return cached.banner;
      const read = stormModeAt(db, parts.clock()).then((mode) => mode.banner);
      const entry = { at: now, banner: read };
      cached = entry;
      // A failed read is not kept: the next request asks again.
      read.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return read;
    },

    /** Staff turning storm mode on, off or back to automatic, and writing its line. */
    async setMode(
      change: { setting: string; line: string },
      actor: Actor,
    ): Promise<SetStormModeResult> {
      const result = await setStormMode(db, change, actor.email, parts.clock());
      if (result === "saved") {
        cached = undefined;
        log.info("storms.mode", { setting: change.setting, by: actor.email });
      }
      return result;
    },

    /** The significant events of each of the reports page's weeks, beside its leads. */
    weeks(count: number): Promise<StormWeek[]> {
      return stormWeeks(db, parts.clock(), count);
    },

    /** The latest imports with their counts, newest first. */
    imports(): Promise<StormImport[]> {
      return recentStormImports(db, 10);
    },
  };
}

export type StormOperations = ReturnType<typeof stormOperations>;
