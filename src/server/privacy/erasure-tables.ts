import type { Generated } from "kysely";
import type { Defaulted } from "../db/column-types.ts";

/** Why a lead was erased: a client asked (staff erased it), or LEAD_RETENTION_DAYS passed */
export type ErasureReason = "request" | "retention";

/** The audit line an erased lead leaves: no personal data, only what, when and who. */
export interface LeadErasuresTable {
  id: Generated<number>;
  reference: string;
  erased_at: string;
  reason: ErasureReason;
  /** The staff account that erased it; null for the retention rule */
  actor_id: string | null;
  /** "" for the retention rule */
  actor_email: Defaulted<string>;
}

export interface PrivacyTables {
  lead_erasures: LeadErasuresTable;
}
