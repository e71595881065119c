import { sql } from "kysely";
import type { Lead, NewLead } from "../../lib/lead-model.ts";
import { engineOf } from "./dialects.ts";
import type { Db, LeadRow } from "./schema.ts";

export type { LeadRow } from "./schema.ts";

/** A lead before it is stored, and as the repositories return it (see lib/lead-model). */
export type { NewLead, Lead as StoredLead } from "../../lib/lead-model.ts";

export const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  reference: row.reference,
  createdAt: row.created_at,
  name: row.name,
  phone: row.phone,
  email: row.email,
  address: row.address,
  serviceType: row.service_type,
  message: row.message,
  consentText: row.consent_text,
  sourcePage: row.source_page,
  attribution: JSON.parse(row.attribution) as Record<string, string>,
  urgent: row.urgent === 1,
  status: row.status,
  spamReason: row.spam_reason,
  idempotencyKey: row.idempotency_key,
  fingerprint: row.fingerprint,
  clientAddress: row.client_address,
});

/** Inserts a lead and returns its id; the caller wraps it in a transaction with its outbox messages. */
export async function insertLead(db: Db, lead: NewLead): Promise<number> {
  const { id } = await db
    .insertInto("leads")
    .values({
      reference: lead.reference,
      created_at: lead.createdAt,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      address: lead.address,
      service_type: lead.serviceType,
      message: lead.message,
      consent_text: lead.consentText,
      source_page: lead.sourcePage,
      attribution: JSON.stringify(lead.attribution),
      urgent: lead.urgent ? 1 : 0,
      status: lead.spamReason ? "spam" : "new",
      spam_reason: lead.spamReason,
      idempotency_key: lead.idempotencyKey,
      fingerprint: lead.fingerprint,
      client_address: lead.clientAddress,
    })
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
