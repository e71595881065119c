import type { LeadEvent } from "../../lib/lead-event.ts";
import { serviceTypeValues } from "../../lib/service-types.ts";
import { inTransaction, type Database } from "./connection.ts";
import { toLead, type LeadRow, type StoredLead } from "./lead-repo.ts";
import { retryFailed } from "./outbox-repo.ts";

/** Where a lead stands in the office's pipeline; every lead starts "new" (or "spam"). */
export const leadStatuses = ["new", "contacted", "scheduled", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (leadStatuses as readonly string[]).includes(value);

/** Longest staff note kept. */
export const NOTE_MAX_LENGTH = 4000;

export interface LeadFilter {
  status?: LeadStatus | undefined;
  /** A service type value, e.g. "repair" */
  service?: string | undefined;
  /** Matched against name, phone, email, address and reference */
  query?: string | undefined;
}

/**
 * The inbox's filter from a query string; unknown values are ignored, not errors.
 *
 * @example leadFilterFrom(new URLSearchParams("status=won&q=dana&page=2")) // { status: "won", service: undefined, query: "dana", page: 2 }
 */
export function leadFilterFrom(params: URLSearchParams): LeadFilter & { page: number } {
  const status = params.get("status");
  const service = params.get("service");
  const query = params.get("q")?.trim().slice(0, 200);
  return {
    status: isLeadStatus(status) ? status : undefined,
    service: (serviceTypeValues as readonly string[]).includes(service ?? "")
      ? (service ?? undefined)
      : undefined,
    query: query || undefined,
    page: Math.max(1, Math.floor(Number(params.get("page"))) || 1),
  };
}

export interface LeadPage {
  leads: StoredLead[];
  total: number;
  /** 1-based, clamped to the pages there are */
  page: number;
  pageCount: number;
}

/** Who did something in the inbox. */
export interface Actor {
  id: string;
  email: string;
}

/** The columns of the leads table a CSV export carries (exportLeads selects them in order). */
export type ExportedLead = Pick<
  LeadRow,
  | "reference"
  | "created_at"
  | "status"
  | "urgent"
  | "name"
  | "phone"
  | "email"
  | "address"
  | "service_type"
  | "message"
  | "source_page"
  | "attribution"
  | "consent_text"
  | "spam_reason"
>;

interface EventRow {
  id: number;
  created_at: string;
  actor_email: string;
  kind: LeadEvent["kind"];
  from_status: string | null;
  to_status: string | null;
  body: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** SQL that strips the punctuation people type in phone numbers. */
const PHONE_DIGITS_SQL =
  "replace(replace(replace(replace(replace(replace(phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')";

function whereClause(filter: LeadFilter): { sql: string; params: string[] } {
  const conditions: string[] = [];
  const params: string[] = [];
  if (filter.status) {
    conditions.push("status = ?");
    params.push(filter.status);
  }
  if (filter.service) {
    conditions.push("service_type = ?");
    params.push(filter.service);
  }
  const query = filter.query?.trim();
  if (query) {
    const pattern = `%${escapeLike(query.toLowerCase())}%`;
    const searched = ["name", "email", "phone", "address", "reference"].map(
      (column) => `lower(${column}) LIKE ? ESCAPE '\\'`,
    );
    params.push(pattern, pattern, pattern, pattern, pattern);
    // "5025550163" finds "(502) 555-0163".
    const digits = query.replace(/\D/g, "");
    if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(query)) {
      searched.push(`${PHONE_DIGITS_SQL} LIKE ?`);
      params.push(`%${digits}%`);
    }
    conditions.push(`(${searched.join(" OR ")})`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}

/**
 * One page of leads matching `filter`, newest first.
 *
 * @example listLeads(db, { status: "new" }, 1, 25).total // 42
 */
export function listLeads(
  db: Database,
  filter: LeadFilter,
  page: number,
  pageSize: number,
): LeadPage {
  const where = whereClause(filter);
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM leads ${where.sql}`)
    .get(...where.params) as { total: number };
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = db
    .prepare(`SELECT * FROM leads ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...where.params, pageSize, (current - 1) * pageSize) as unknown as LeadRow[];
  return {
    leads: rows.map(toLead),
    total,
    page: current,
    pageCount,
  };
}

/** Every lead matching `filter`, newest first, with the columns a CSV export carries. */
export function exportLeads(db: Database, filter: LeadFilter): ExportedLead[] {
  const where = whereClause(filter);
  return db
    .prepare(
      `SELECT reference, created_at, status, urgent, name, phone, email, address, service_type,
         message, source_page, attribution, consent_text, spam_reason
       FROM leads ${where.sql} ORDER BY created_at DESC, id DESC`,
    )
    .all(...where.params) as unknown as ExportedLead[];
}

/** How many leads have each status, e.g. { new: 3, contacted: 1 }. */
export function countByStatus(db: Database): Partial<Record<string, number>> {
  const rows = db
    .prepare("SELECT status, COUNT(*) AS count FROM leads GROUP BY status")
    .all() as unknown as Array<{ status: string; count: number }>;
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

function recordEvent(
  db: Database,
  leadId: number,
  actor: Actor,
  now: string,
  event: Pick<LeadEvent, "kind" | "fromStatus" | "toStatus" | "body">,
) {
  db.prepare(
    `INSERT INTO lead_events (lead_id, created_at, actor_id, actor_email, kind, from_status, to_status, body)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    leadId,
    now,
    actor.id,
    actor.email,
    event.kind,
    event.fromStatus,
    event.toStatus,
    event.body,
  );
}

/**
 * Moves a lead to `status` and records who did it and when. Returns false when the lead
 * does not exist or already had that status (nothing is recorded then).
 */
export function changeLeadStatus(
  db: Database,
  leadId: number,
  status: LeadStatus,
  actor: Actor,
  now: string,
): boolean {
  return inTransaction(db, () => {
    const lead = db.prepare("SELECT status FROM leads WHERE id = ?").get(leadId) as
      { status: string } | undefined;
    if (!lead || lead.status === status) return false;
    db.prepare("UPDATE leads SET status = ? WHERE id = ?").run(status, leadId);
    recordEvent(db, leadId, actor, now, {
      kind: "status",
      fromStatus: lead.status,
      toStatus: status,
      body: "",
    });
    return true;
  });
}

/** Adds a staff note to a lead. Returns false when the lead does not exist. */
export function addLeadNote(
  db: Database,
  leadId: number,
  note: string,
  actor: Actor,
  now: string,
): boolean {
  const body = note.trim().slice(0, NOTE_MAX_LENGTH);
  if (!body) return false;
  return inTransaction(db, () => {
    if (!db.prepare("SELECT 1 FROM leads WHERE id = ?").get(leadId)) return false;
    recordEvent(db, leadId, actor, now, { kind: "note", fromStatus: null, toStatus: null, body });
    return true;
  });
}

/**
 * Puts one failed email of a lead back in the queue, due now, and records the retry.
 * Returns false when the message is not a failed message of that lead.
 */
export function retryLeadMessage(
  db: Database,
  leadId: number,
  messageId: number,
  actor: Actor,
  now: string,
): boolean {
  return inTransaction(db, () => {
    const message = db
      .prepare("SELECT kind FROM outbox WHERE id = ? AND lead_id = ? AND state = 'failed'")
      .get(messageId, leadId) as { kind: string } | undefined;
    if (!message || retryFailed(db, now, [messageId]) !== 1) return false;
    recordEvent(db, leadId, actor, now, {
      kind: "retry",
      fromStatus: null,
      toStatus: null,
      body: message.kind,
    });
    return true;
  });
}

/** What staff did with a lead, oldest first. */
export function leadHistory(db: Database, leadId: number): LeadEvent[] {
  const rows = db
    .prepare(
      `SELECT id, created_at, actor_email, kind, from_status, to_status, body
       FROM lead_events WHERE lead_id = ? ORDER BY id`,
    )
    .all(leadId) as unknown as EventRow[];
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actorEmail: row.actor_email,
    kind: row.kind,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    body: row.body,
  }));
}
