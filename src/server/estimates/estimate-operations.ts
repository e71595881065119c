import { site } from "../../config/site.ts";
import type { EstimateAttachmentFields } from "../../lib/estimate/lead-estimate.ts";
import { countEstimateRender } from "./price-book-repo.ts";
import { resolveLeadEstimate } from "./lead-estimate-resolver.ts";
import { currentPriceBook, priceBookAt, priceBookChangeLog, savePriceBook } from "./price-books.ts";
import { estimateReports } from "../reports/estimate-reports.ts";
import { weekOf } from "../reports/weeks.ts";
import { resultCountCap } from "./result-count-cap.ts";
import { guardedMeasurement } from "./satellite-guard.ts";
import { measureRoof } from "./satellite-measure.ts";
import { clientKey } from "../spam/client-key.ts";
import { RateLimiter } from "../spam/rate-limit.ts";
import { isoNow, type OperationParts } from "../operation-parts.ts";

/** The instant estimate's server side: its price book, the count of results, staff edits. */
export function estimateOperations(parts: OperationParts) {
  const { db, log } = parts;
  const counted = resultCountCap(db);
  const settings = parts.config.satellite;
  const measureGuarded =
    settings &&
    guardedMeasurement(
      async (address) => measureRoof(settings, address, (await currentPriceBook(db)).overhang, log),
      new RateLimiter(db, "satellite", 60 * 60 * 1000),
    );
  return {
    /** The price book the estimate page and new leads use now */
    priceBook: () => currentPriceBook(db),
    /** A version by name, for showing an estimate as it was seen */
    priceBookAt: (version: string) => priceBookAt(db, version),
    /** An estimate a quote form carries, recomputed (see resolveLeadEstimate) */
    leadEstimate: (fields: EstimateAttachmentFields) => resolveLeadEstimate(db, fields),
    /**
     * Counts one estimate result page the server rendered, in its office week, up to a few
     * a day per client (result-count-cap.ts): a script opening result links by the
     * thousand neither writes by the thousand nor makes the reports say anything it likes.
     */
    async countResult(visitor: string) {
      if (await counted.countsOnce(clientKey(visitor), parts.clock().getTime()))
        await countEstimateRender(db, weekOf(parts.clock(), site.timeZone));
    },
    /** Who changed the prices, what and when, newest first */
    changeLog: () => priceBookChangeLog(db),
    /** Whether /estimate offers the satellite measurement (SOLAR_API_KEY is set) */
    satelliteEnabled: parts.config.satellite !== null,
    /**
     * The roof at `address` measured from satellite imagery, or why not; undefined without
     * a key. Remembered per address and limited per client (satellite-guard.ts).
     */
    async measure(address: string, visitor: string) {
      return measureGuarded?.(address, clientKey(visitor));
    },
    /** Estimates shown and leads from them per week, for the reports page */
    reports: () => estimateReports(db, { now: parts.clock(), timeZone: site.timeZone }),

    async savePrices(
      form: { values: Readonly<Record<string, string | undefined>>; basedOn: string },
      actor: { email: string },
    ) {
      const saved = await savePriceBook(db, form, actor.email, isoNow(parts));
      if (saved.outcome === "saved")
        log.info("price_book.saved", { version: saved.version, by: actor.email });
      return saved;
    },
  };
}

export type EstimateOperations = ReturnType<typeof estimateOperations>;
