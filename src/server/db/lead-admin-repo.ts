import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { LeadEvent } from "../../lib/lead-event.ts";
import { serviceTypeValues } from "../../lib/service-types.ts";
import { inTransaction } from "./database.ts";
import { toLead, type LeadRow, type StoredLead } from "./lead-repo.ts";
import { retryFailed } from "./outbox-repo.ts";
import type { DatabaseSchema, Db } from "./schema.ts";

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
export type ExportedLead = LeadColumnsExported & {
  /** How many photos the lead has (a count: Postgres returns it as text) */
  photo_count?: number | string | bigint | null;
};
type LeadColumnsExported = Pick<
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The characters people type in phone numbers, stripped before a digits-only match. */
const PHONE_PUNCTUATION = [" ", "(", ")", "-", ".", "+"];

const SEARCHED_COLUMNS = ["name", "email", "phone", "address", "reference"] as const;

/** The filter as one condition (true for an empty filter). */
function matching(filter: LeadFilter) {
  return (eb: ExpressionBuilder<DatabaseSchema, "leads">) => {
    const conditions: Array<Expression<SqlBool>> = [];
    if (filter.status) conditions.push(eb("status", "=", filter.status));
    if (filter.service) conditions.push(eb("service_type", "=", filter.service));
    const query = filter.query?.trim();
    if (query) {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      // LIKE with an explicit escape character, the same on both engines.
      const searched: Array<Expression<SqlBool>> = SEARCHED_COLUMNS.map(
        (column) => sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`,
      );
      // "5025550163" finds "(502) 555-0163".
      const digits = query.replace(/\D/g, "");
      if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(query)) {
        const phoneDigits = PHONE_PUNCTUATION.reduce<Expression<string>>(
          (text, character) => eb.fn<string>("replace", [text, eb.val(character), eb.val("")]),
          eb.ref("phone"),
        );
        searched.push(eb(phoneDigits, "like", `%${digits}%`));
      }
      conditions.push(eb.or(searched));
    }
    return eb.and(conditions);
  };
}

/**
 * One page of leads matching `filter`, newest first.
 *
 * @example (await listLeads(db, { status: "new" }, 1, 25)).total // 42
 */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  page: number,
  pageSize: number,
): Promise<LeadPage> {
  const { total } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("total"))
    .where(matching(filter))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where(matching(filter))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { leads: rows.map(toLead), total: count, page: current, pageCount };
}

/** Every lead matching `filter`, newest first, with the columns a CSV export carries. */
export async function exportLeads(db: Db, filter: LeadFilter): Promise<ExportedLead[]> {
  return db
    .selectFrom("leads")
    .select([
      "reference",
      "created_at",
      "status",
      "urgent",
      "name",
      "phone",
      "email",
      "address",
      "service_type",
      "message",
      "source_page",
      "attribution",
      "consent_text",
      "spam_reason",
    ])
    .select((eb) =>
      eb
        .selectFrom("lead_photos")
        .select((count) => count.fn.countAll<number>().as("count"))
        .whereRef("lead_photos.lead_id", "=", "leads.id")
        .as("photo_count"),
    )
    .where(matching(filter))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** How many leads have each status, e.g. { new: 3, contacted: 1 }. */
export async function countByStatus(db: Db): Promise<Partial<Record<string, number>>> {
  const rows = await db
    .selectFrom("leads")
    .select((eb) => ["status", eb.fn.countAll().as("count")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

async function recordEvent(
  db: Db,
  leadId: number,
  actor: Actor,
  now: string,
  event: Pick<LeadEvent, "kind" | "fromStatus" | "toStatus" | "body">,
) {
  await db
    .insertInto("lead_events")
    .values({
      lead_id: leadId,
      created_at: now,
      actor_id: actor.id,
      actor_email: actor.email,
      kind: event.kind,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      body: event.body,
    })
    .execute();
}

/**
 * Moves a lead to `status` and records who did it and when. Returns false when the lead
 * does not exist or already had that status (nothing is recorded then).
 */
export function changeLeadStatus(
  db: Db,
  leadId: number,
  status: LeadStatus,
  actor: Actor,
  now: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    // The update says what the status was, so two members of staff changing it at once
    // each record the change they actually made.
    const lead = await trx
      .selectFrom("leads")
      .select("status")
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!lead || lead.status === status) return false;
    const changed = await trx
      .updateTable("leads")
      .set({ status })
      .where("id", "=", leadId)
      .where("status", "=", lead.status)
      .executeTakeFirst();
    if (changed.numUpdatedRows !== 1n) return false;
    await recordEvent(trx, leadId, actor, now, {
      kind: "status",
      fromStatus: lead.status,
      toStatus: status,
      body: "",
    });
    return true;
  });
}

/** Adds a staff note to a lead. Returns false when the lead does not exist. */
export async function addLeadNote(
  db: Db,
  leadId: number,
  note: string,
  actor: Actor,
  now: string,
): Promise<boolean> {
  const body = note.trim().slice(0, NOTE_MAX_LENGTH);
  if (!body) return false;
  return inTransaction(db, async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select("id")
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!lead) return false;
    await recordEvent(trx, leadId, actor, now, {
      kind: "note",
      fromStatus: null,
      toStatus: null,
      body,
    });
    return true;
  });
}

/**
 * Puts one failed email of a lead back in the queue, due now, and records the retry.
 * Returns false when the message is not a failed message of that lead.
 */
export function retryLeadMessage(
  db: Db,
  leadId: number,
  messageId: number,
  actor: Actor,
  now: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const message = await trx
      .selectFrom("outbox")
      .select("kind")
      .where("id", "=", messageId)
      .where("lead_id", "=", leadId)
      .where("state", "=", "failed")
      .executeTakeFirst();
    if (!message || (await retryFailed(trx, now, [messageId])) !== 1) return false;
    await recordEvent(trx, leadId, actor, now, {
      kind: "retry",
      fromStatus: null,
      toStatus: null,
      body: message.kind,
    });
    return true;
  });
}

/** What staff did with a lead, oldest first. */
export async function leadHistory(db: Db, leadId: number): Promise<LeadEvent[]> {
  const rows = await db
    .selectFrom("lead_events")
    .select(["id", "created_at", "actor_email", "kind", "from_status", "to_status", "body"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
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
