// Stores leads for database tests: each gets the next reference (Q-AAAAA1, Q-AAAAA2, …)
// and a time one minute after the previous, so "newest first" is the reverse of storing.
// Imported by tests only.
import { beforeEach } from "vitest";
import { initialStatus } from "../lib/lead-statuses.ts";
import { insertLead, leadRowOf, type NewLead } from "../server/leads/lead-repo.ts";
import { enqueueMessage } from "../server/mail/outbox-enqueue-repo.ts";
import { markAttemptFailed, messagesForLead } from "../server/mail/outbox-repo.ts";
import type { Db } from "../server/tables.ts";

/** A lead as a test stores it: plausible values, `fields` over them. */
export const testLead = (reference: string, fields: Partial<NewLead> = {}): NewLead => ({
  reference,
  createdAt: "2025-06-14T15:30:00.000Z",
  name: "Dana Whitfield",
  phone: "(502) 555-0199",
  email: "dana@example.com",
  address: "",
  storm: "",
  serviceType: "repair",
  message: "",
  consentText: "I agree",
  sourcePage: "/contact",
  attribution: {},
  estimate: null,
  urgent: false,
  spamReason: null,
  idempotencyKey: null,
  fingerprint: reference,
  inspectionAt: null,
  jobCompletedOn: null,
  clientAddress: "203.0.113.7",
  ...fields,
});

/**
 * Stores `lead` in a database migrated only part of the way, for a migration's test: the
 * columns later migrations add to the leads table are left out. Returns its id.
 */
export async function insertTestLeadBeforeLaterColumns(db: Db, lead: NewLead): Promise<number> {
  const tables = await db.introspection.getTables();
  const columns = new Set(
    tables.find((table) => table.name === "leads")!.columns.map((column) => column.name),
  );
  const row = Object.fromEntries(
    Object.entries(leadRowOf(lead)).filter(([column]) => columns.has(column)),
  ) as ReturnType<typeof leadRowOf>;
  const { id } = await db
    .insertInto("leads")
    .values({ ...row, status: initialStatus(lead.spamReason) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Stores `lead` where the lead model starts it, as a quote request is stored; returns its id. */
export const insertTestLead = (db: Db, lead: NewLead) =>
  insertLead(db, lead, initialStatus(lead.spamReason));

export interface LeadStore {
  /** Stores a lead with `fields` over plausible defaults; returns its id */
  (db: Db, fields?: Partial<NewLead>): Promise<number>;
}

/** A lead store whose numbering starts again before each test of the calling file. */
export function useLeadStore(): LeadStore {
  let sequence = 0;
  beforeEach(() => {
    sequence = 0;
  });
  return (db, fields = {}) => {
    sequence++;
    return insertTestLead(
      db,
      testLead(`Q-${String(sequence).padStart(6, "A")}`, {
        createdAt: new Date(Date.UTC(2025, 5, 1, 12, sequence)).toISOString(),
        name: `Person ${sequence}`,
        phone: "(502) 555-0100",
        email: `person${sequence}@example.com`,
        fingerprint: `f${sequence}`,
        ...fields,
      }),
    );
  };
}

/** Queues a notification for the lead and marks it failed for good; returns its id. */
export async function failedNotification(db: Db, leadId: number, now: string): Promise<number> {
  await enqueueMessage(
    db,
    leadId,
    {
      kind: "notification",
      recipients: ["office@example.com"],
      replyTo: null,
      subject: "New quote request",
      text: "Text",
      html: "<p>HTML</p>",
    },
    now,
  );
  const message = (await messagesForLead(db, leadId)).at(-1);
  if (!message) throw new Error("The message was not queued");
  await markAttemptFailed(db, message.id, "550 mailbox unavailable", null);
  return message.id;
}
