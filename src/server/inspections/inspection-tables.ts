import type { Generated } from "kysely";
import type { Defaulted, NullableColumn } from "../db/column-types.ts";

/*
 * The inspections feature's tables (migration 0008_inspection_booking): the inspections
 * booked, their links' tokens, and the office's rules and blocked times for booking.
 */

export type InspectionStatus = "booked" | "cancelled" | "done" | "no-show";
export type InspectionTokenPurpose = "view" | "reschedule" | "cancel";

export interface InspectionsTable {
  id: Generated<number>;
  lead_id: number;
  uid: string;
  window_id: string;
  starts_at: string;
  ends_at: string;
  address: string;
  note: Defaulted<string>;
  status: Defaulted<InspectionStatus>;
  sequence: Defaulted<number>;
  contact_email: string;
  contact_phone: string;
  booked_by: Defaulted<string>;
  reminder_queued_at: NullableColumn<string>;
  created_at: string;
  updated_at: string;
}

export interface InspectionTokensTable {
  token_hash: string;
  booking_id: number;
  purpose: InspectionTokenPurpose;
  created_at: string;
}

export interface BookingRulesTable {
  id: number;
  rules: string;
  updated_at: string;
}

export interface BookingBlocksTable {
  day: string;
  window_start: string;
  created_at: string;
}

/**
 * The tables under their SQL names, which predate the one noun: an inspection is a row of
 * `bookings`. They are not renamed because instances of the old and the new release share
 * one database during a rolling restart, and a renamed table breaks every query of the
 * instances still running the old code.
 */
export interface InspectionTables {
  bookings: InspectionsTable;
  booking_tokens: InspectionTokensTable;
  booking_rules: BookingRulesTable;
  booking_blocks: BookingBlocksTable;
}
