import type { Database } from "./connection.ts";

export interface NewLead {
  reference: string;
  createdAt: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  serviceType: string;
  message: string;
  consentText: string;
  sourcePage: string;
  attribution: Record<string, string>;
  urgent: boolean;
  spamReason: string | null;
  idempotencyKey: string | null;
  fingerprint: string;
  clientAddress: string;
}

export interface StoredLead extends NewLead {
  id: number;
  status: string;
}

/** A row of the leads table as SQLite returns it. */
export interface LeadRow {
  id: number;
  reference: string;
  created_at: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  service_type: string;
  message: string;
  consent_text: string;
  source_page: string;
  attribution: string;
  urgent: number;
  status: string;
  spam_reason: string | null;
  idempotency_key: string | null;
  fingerprint: string;
  client_address: string;
}

export const toLead = (row: LeadRow): StoredLead => ({
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

/** Inserts a lead; the caller wraps it in a transaction with its outbox messages. */
export function insertLead(db: Database, lead: NewLead): number {
  const result = db
    .prepare(
      `INSERT INTO leads (reference, created_at, name, phone, email, address, service_type, message,
         consent_text, source_page, attribution, urgent, status, spam_reason, idempotency_key,
         fingerprint, client_address)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      lead.reference,
      lead.createdAt,
      lead.name,
      lead.phone,
      lead.email,
      lead.address,
      lead.serviceType,
      lead.message,
      lead.consentText,
      lead.sourcePage,
      JSON.stringify(lead.attribution),
      lead.urgent ? 1 : 0,
      lead.spamReason ? "spam" : "new",
      lead.spamReason,
      lead.idempotencyKey,
      lead.fingerprint,
      lead.clientAddress,
    );
  return Number(result.lastInsertRowid);
}

export function findLeadByIdempotencyKey(db: Database, key: string): StoredLead | undefined {
  const row = db.prepare("SELECT * FROM leads WHERE idempotency_key = ?").get(key) as
    LeadRow | undefined;
  return row && toLead(row);
}

/** The same request content sent again since `since` (ISO time): a double submit. */
export function findRecentLeadByFingerprint(
  db: Database,
  fingerprint: string,
  since: string,
): StoredLead | undefined {
  const row = db
    .prepare(
      "SELECT * FROM leads WHERE fingerprint = ? AND created_at >= ? ORDER BY id DESC LIMIT 1",
    )
    .get(fingerprint, since) as LeadRow | undefined;
  return row && toLead(row);
}

export function findLeadByReference(db: Database, reference: string): StoredLead | undefined {
  const row = db.prepare("SELECT * FROM leads WHERE reference = ?").get(reference) as
    LeadRow | undefined;
  return row && toLead(row);
}

export function countLeads(db: Database): number {
  return (db.prepare("SELECT COUNT(*) AS count FROM leads").get() as { count: number }).count;
}
