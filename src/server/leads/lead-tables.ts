import type { Generated, Insertable, Selectable } from "kysely";
import type { leadRecordFields } from "../../lib/lead-record.ts";
import type { Defaulted, NullableColumn } from "../db/column-types.ts";

type LeadFieldTable = typeof leadRecordFields;

/** A lead field's column, as lead-repo maps it: flags are 0 or 1, string maps JSON text. */
type LeadFieldColumn<Field> = Field extends { kind: "flag" }
  ? number
  : Field extends { nullable: true }
    ? string | null
    : string;

/** The leads table: a column per field of the lead model (lib/lead-record.ts), and the inbox's own. */
export type LeadsTable = {
  [Name in keyof LeadFieldTable as LeadFieldTable[Name]["column"]]: LeadFieldColumn<
    LeadFieldTable[Name]
  >;
} & {
  id: Generated<number>;
  status: Defaulted<string>;
  /** When staff first marked the lead contacted (or called); null while nobody has */
  first_contacted_at: NullableColumn<string>;
  /** When the escalation of an urgent lead nobody contacted in time was queued */
  escalated_at: NullableColumn<string>;
};

export interface LeadTables {
  leads: LeadsTable;
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
