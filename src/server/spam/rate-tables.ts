import type { ColumnType, Generated } from "kysely";

/** One counted event (a quote request, a failed sign-in) under a key, until it expires. */
export interface RateEventsTable {
  id: Generated<number>;
  /** e.g. "quote:203.0.113.7" or "sign-in-failure:address:203.0.113.7" */
  key: string;
  at: string;
  /** When the event stops counting for any window: the row may be deleted then */
  expires_at: string;
}

/** A turn that one caller at a time may take, e.g. the next sign-in try at a slowed-down account. */
export interface RateSlotsTable {
  key: string;
  /** When the slot may be taken again */
  free_at: string;
}

/** better-auth's request counters (rateLimit.storage "database"), made with the other limits. */
export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  /** Milliseconds since the epoch; Postgres returns a bigint as a string */
  lastRequest: ColumnType<number | string, number, number>;
}

export interface RateTables {
  rate_events: RateEventsTable;
  rate_slots: RateSlotsTable;
  rateLimit: RateLimitTable;
}
