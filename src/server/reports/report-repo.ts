import type { Db } from "../tables.ts";

/** What the reports read of a lead, as stored. */
export interface ReportLead {
  created_at: string;
  service_type: string;
  status: string;
  attribution: string;
  source_page: string;
  address: string;
  first_contacted_at: string | null;
}

/** Every lead created between `from` and `to` (ISO times, both included), spam too. */
export function leadsCreatedBetween(db: Db, from: string, to: string): Promise<ReportLead[]> {
  return db
    .selectFrom("leads")
    .select([
      "created_at",
      "service_type",
      "status",
      "attribution",
      "source_page",
      "address",
      "first_contacted_at",
    ])
    .where("created_at", ">=", from)
    .where("created_at", "<=", to)
    .execute();
}
