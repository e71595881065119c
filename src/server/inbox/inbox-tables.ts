import type { Generated } from "kysely";
import type { Defaulted } from "../db/column-types.ts";

/** A lead's history: a status change, a note or an email queued again, with who and when. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  created_at: string;
  actor_id: string | null;
  actor_email: string;
  kind: "status" | "note" | "retry";
  from_status: string | null;
  to_status: string | null;
  body: Defaulted<string>;
}

export interface InboxTables {
  lead_events: LeadEventsTable;
}
