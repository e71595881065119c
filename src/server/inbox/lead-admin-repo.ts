import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { LeadStatus, ServiceType } from "../../lib/lead-model.ts";
import { statusOfCompletion } from "../../lib/lead-statuses.ts";
import { toLead, type StoredLead } from "../leads/lead-repo.ts";
import { emailKey, nationalDigits, phoneKey } from "../../lib/contact-keys.ts";
import { escapeLike } from "../db/like-pattern.ts";
import type { DatabaseSchema, Db } from "../tables.ts";

/*
 * The inbox's queries, written once for both engines. What they mean for the office (what
 * a status change records, what a retry may do) is decided in server/inbox/.
 */

/** Which leads a query matches; an empty filter matches every lead. */
export interface LeadFilter {
  status?: LeadStatus | undefined;
  service?: ServiceType | undefined;
  /** Matched against name, phone, email, address and reference */
  query?: string | undefined;
  /** Only leads whose storm line names a report (see server/storms/lead-storm.ts) */
  storm?: boolean | undefined;
}

/** A lead as a CSV export carries it: the stored lead, its first contact and its photos. */
export type ExportedLead = StoredLead & { firstContactedAt: string | null; photoCount: number };

/** The characters people type in phone numbers, stripped before a digits-only match. */
const PHONE_PUNCTUATION = [" ", "(", ")", "-", ".", "+"];

const SEARCHED_COLUMNS = ["name", "email", "phone", "address", "reference"] as const;

/**
 * Leads whose email has the mailbox key `key` (lib/contact-keys.ts) in SQL both engines
 * run: the address itself or with a "+tag", lower-cased, and at Gmail without its dots.
 */
function sameMailbox(key: string): Expression<SqlBool> {
  const at = key.lastIndexOf("@");
  const [local, domain] = [key.slice(0, at), key.slice(at + 1)];
  const gmail = domain === "gmail.com";
  const email = gmail ? sql`replace(lower(email), '.', '')` : sql`lower(email)`;
  const domains = gmail ? ["gmailcom", "googlemailcom"] : [domain];
  return sql<SqlBool>`(${sql.join(
    domains.map(
      (each) =>
        sql`${email} = ${`${local}@${each}`} OR ${email} LIKE ${`${escapeLike(local)}+%@${escapeLike(each)}`} ESCAPE '\\'`,
    ),
    sql` OR `,
  )})`;
}

/** The filter as one condition (true for an empty filter). */
function matching(filter: LeadFilter) {
  return (eb: ExpressionBuilder<DatabaseSchema, "leads">) => {
    const conditions: Array<Expression<SqlBool>> = [];
    if (filter.status) conditions.push(eb("status", "=", filter.status));
    if (filter.service) conditions.push(eb("service_type", "=", filter.service));
    if (filter.storm) conditions.push(eb("storm", "!=", ""));
    const query = filter.query?.trim();
    if (query) {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      // LIKE with an explicit escape character, the same on both engines.
      const searched: Array<Expression<SqlBool>> = SEARCHED_COLUMNS.map(
        (column) => sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`,
      );
      // "5025550163" finds "(502) 555-0163"; a whole number is read as the contact keys
      // read it, so "+1 502 555 0163" finds it too.
      const key = phoneKey(query);
      const digits = (key && nationalDigits(key)) ?? query.replace(/\D/g, "");
      if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(query)) {
        const phoneDigits = PHONE_PUNCTUATION.reduce<Expression<string>>(
          (text, character) => eb.fn<string>("replace", [text, eb.val(character), eb.val("")]),
          eb.ref("phone"),
        );
        searched.push(eb(phoneDigits, "like", `%${digits}%`));
      }
      // A whole email address finds the same mailbox however it was typed ("Dana+roof@").
      if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(query)) searched.push(sameMailbox(emailKey(query)));
      conditions.push(eb.or(searched));
    }
    return eb.and(conditions);
  };
}

/** How many leads match `filter`. */
export async function countMatchingLeads(db: Db, filter: LeadFilter): Promise<number> {
  const { total } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("total"))
    .where(matching(filter))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** A lead as the inbox list shows it: with when it was first contacted, if it was. */
export type ListedLead = StoredLead & { firstContactedAt: string | null };

/**
 * The leads matching `filter`, newest first, `limit` of them after skipping `offset`.
 *
 * @example (await findMatchingLeads(db, { status: "new" }, { limit: 25, offset: 0 })).length // 25
 */
export async function findMatchingLeads(
  db: Db,
  filter: LeadFilter,
  window: { limit: number; offset: number },
): Promise<ListedLead[]> {
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where(matching(filter))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({ ...toLead(row), firstContactedAt: row.first_contacted_at }));
}

/** Every lead matching `filter`, newest first, as a CSV export carries it. */
export async function findLeadsForExport(db: Db, filter: LeadFilter): Promise<ExportedLead[]> {
  const rows = await db
    .selectFrom("leads")
    .selectAll()
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
  // A count: Postgres returns it as text.
  return rows.map(({ photo_count, ...row }) => ({
    ...toLead(row),
    firstContactedAt: row.first_contacted_at,
    photoCount: Number(photo_count ?? 0),
  }));
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

/**
 * Sets a lead's status only if it is still `from`; returns whether it did. Someone else
 * changing it in the meantime makes this a no-op rather than an overwrite.
 */
export async function updateLeadStatus(
  db: Db,
  leadId: number,
  from: string,
  to: LeadStatus,
): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set({ status: to })
    .where("id", "=", leadId)
    .where("status", "=", from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Stores the day the lead's job was finished (YYYY-MM-DD, "Job completed on"), or clears it. */
export async function setJobCompletedOn(db: Db, leadId: number, day: string | null): Promise<void> {
  await db.updateTable("leads").set({ job_completed_on: day }).where("id", "=", leadId).execute();
}

/**
 * Moves a completed lead's day from `from` to `to`, only while it is still completed on
 * `from`; false when another change came first.
 */
export async function correctJobCompletedOn(
  db: Db,
  leadId: number,
  from: string | null,
  to: string,
): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set({ job_completed_on: to })
    .where("id", "=", leadId)
    .where("status", "=", statusOfCompletion)
    .where("job_completed_on", from === null ? "is" : "=", from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
