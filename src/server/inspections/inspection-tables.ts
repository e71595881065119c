import type { Generated } from "kysely";
import type { Defaulted, NullableColumn } from "../db/column-types.ts";

/* The booking tables' Kysely types (migration 0008_inspection_booking). */

export type BookingStatus = "booked" | "cancelled" | "done" | "no-show";
export type BookingTokenPurpose = "view" | "reschedule" | "cancel";

export interface BookingsTable {
  id: Generated<number>;
  lead_id: number;
  uid: string;
  window_id: string;
  starts_at: string;
  ends_at: string;
  address: string;
  note: Defaulted<string>;
  status: Defaulted<BookingStatus>;
  sequence: Defaulted<number>;
  contact_email: string;
  contact_phone: string;
  booked_by: Defaulted<string>;
  reminder_queued_at: NullableColumn<string>;
  created_at: string;
  updated_at: string;
}

export interface BookingTokensTable {
  token_hash: string;
  booking_id: number;
  purpose: BookingTokenPurpose;
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

export interface BookingTables {
  bookings: BookingsTable;
  booking_tokens: BookingTokensTable;
  booking_rules: BookingRulesTable;
  booking_blocks: BookingBlocksTable;
}
