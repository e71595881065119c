import type { Generated } from "kysely";
import type { Defaulted } from "../db/column-types.ts";

/** Why a lead was erased: a client asked (staff erased it), or LEAD_RETENTION_DAYS passed */
export type EraseReason = "request" | "retention";

/** The audit line an erased lead leaves: no personal data, only what, when and who. */
export interface ErasedLeadsTable {
  id: Generated<number>;
  reference: string;
  erased_at: string;
  reason: EraseReason;
  /** The staff account that erased it; null for the retention rule */
  actor_id: string | null;
  /** "" for the retention rule */
  actor_email: Defaulted<string>;
}

export interface PrivacyTables {
  lead_erasures: ErasedLeadsTable;
}
