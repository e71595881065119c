import type { Lead } from "../../lib/lead-model.ts";
import type { Db } from "../tables.ts";

/** What a caller of submitLead other than the quote form adds to it (see inspections/book.ts). */
export interface LeadHooks {
  /**
   * Runs in the lead's transaction once it is stored, e.g. to book its inspection: what it
   * writes commits with the lead, and if it throws, nothing of the request is stored.
   */
  withLead?: (trx: Db, lead: Lead) => Promise<void>;
  /**
   * The caller's own limit (bookings per client), counted in the lead's transaction once the
   * request is known to be no repeat: true when over it, and the lead is stored as possible
   * spam, as over the quote form's soft limit.
   */
  overLimit?: (trx: Db) => Promise<boolean>;
  /** False when the caller sends the visitor its own email instead of the receipt */
  receipt?: boolean;
}
