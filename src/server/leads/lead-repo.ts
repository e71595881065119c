import { sql } from "kysely";
import type { Lead, LeadStatus, NewLead } from "../../lib/lead-model.ts";
import { leadRecordFields } from "../../lib/lead-record.ts";
import { fromColumn, toColumn } from "../../lib/lead-views.ts";
import { engineOf } from "../db/dialects.ts";
import type { Db } from "../tables.ts";
import type { LeadRow, NewLeadRow } from "./lead-tables.ts";

export type { LeadRow } from "./lead-tables.ts";

/** A lead before it is stored, and as the repositories return it (see lib/lead-model). */
export type { NewLead, Lead as StoredLead } from "../../lib/lead-model.ts";

/*
 * Rows and leads map field by field through the lead model's table (each field names its
 * column and how the column keeps it), so a new field needs no code here. The casts are
 * where the table's names meet the typed row: the table guarantees they agree.
 */
const leadColumns = Object.entries(leadRecordFields);

export function toLead(row: LeadRow): Lead {
  const stored = row as unknown as Record<string, unknown>;
  const fields = Object.fromEntries(
    leadColumns.map(([name, field]) => [name, fromColumn(field, stored[field.column])]),
  );
  return { ...(fields as NewLead), id: row.id, status: row.status };
}

/**
 * Inserts a lead in `status` (where the lead model starts it: initialStatus) and returns
 * its id; the caller wraps it in a transaction with its outbox messages.
 */
/** A new lead's row: each field in its column, as its kind keeps it. */
export const leadRowOf = (lead: NewLead): NewLeadRow =>
  Object.fromEntries(
    leadColumns.map(([name, field]) => [
      field.column,
      toColumn(field, lead[name as keyof NewLead]),
    ]),
  ) as unknown as NewLeadRow;

export async function insertLead(db: Db, lead: NewLead, status: LeadStatus): Promise<number> {
  const values = leadRowOf(lead);
  const { id } = await db
    .insertInto("leads")
    .values({ ...values, status })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function findLeadByIdempotencyKey(db: Db, key: string): Promise<Lead | undefined> {
  const row = await db
    .selectFrom("leads")
    .selectAll()
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row && toLead(row);
}

/**
 * Makes the rest of transaction `trx` the only one, on any instance, looking for or
 * storing a lead with this fingerprint, so "is it a repeat?" and the insert cannot
 * interleave with a twin request's. Postgres: a transaction-level advisory lock on a hash
 * of the fingerprint (different requests do not wait for each other; a hash collision only
 * makes two of them wait). SQLite: nothing to do, since every transaction begins by taking
 * the database's one write lock (BEGIN IMMEDIATE, see dialects.ts), which already puts
 * transactions in a row, across processes too.
 */
export async function lockFingerprint(trx: Db, fingerprint: string): Promise<void> {
  if (engineOf(trx) !== "postgres") return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${fingerprint}, 0))`.execute(trx);
}

/** The same request content sent again since `since` (ISO time): a double submit. */
export async function findRecentLeadByFingerprint(
  db: Db,
  fingerprint: string,
  since: string,
): Promise<Lead | undefined> {
  const row = await db
    .selectFrom("leads")
    .selectAll()
    .where("fingerprint", "=", fingerprint)
    .where("created_at", ">=", since)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && toLead(row);
}

export async function findLeadByReference(db: Db, reference: string): Promise<Lead | undefined> {
  const row = await db
    .selectFrom("leads")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirst();
  return row && toLead(row);
}

export async function countLeads(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
