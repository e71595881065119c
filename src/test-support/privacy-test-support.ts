// A lead with something in every table a lead owns, and a count of each table's rows, for
// the erasure and copy tests. Imported by tests only.
import { enqueueDelivery } from "../server/deliveries/delivery-repo.ts";
import { insertLeadEvent } from "../server/inbox/lead-event-repo.ts";
import type { LeadStore } from "./lead-test-support.ts";
import { enqueueMessage } from "../server/mail/outbox-enqueue-repo.ts";
import { createPhotoLink } from "../server/photos/photo-link-repo.ts";
import { insertPhotos } from "../server/photos/photo-repo.ts";
import type { Db } from "../server/tables.ts";
import type { NewLead } from "../server/leads/lead-repo.ts";

/** Every table that holds something of a lead, and the audit line an erasure leaves. */
export const PERSONAL_TABLES = [
  "leads",
  "lead_photos",
  "photo_links",
  "lead_events",
  "outbox",
  "outbox_attachments",
  "deliveries",
  "lead_erasures",
] as const;

export const STAFF = { id: "staff-1", email: "office@ridgeline.example.com" };

/** Bytes that stand in for a processed JPEG; the erasure never looks inside. */
export const photoBytes = (seed: number) => new Uint8Array([0xff, 0xd8, seed, 0xff, 0xd9]);

/**
 * Stores a lead with two photos, a photo link, a note, a receipt attaching both photos
 * and a webhook delivery; returns its id. With `sent`, the receipt and the delivery are
 * stored as sent long ago, so a running drain leaves them alone.
 */
export async function storeFullLead(
  db: Db,
  store: LeadStore,
  fields: Partial<NewLead> = {},
  { sent = false } = {},
): Promise<number> {
  const id = await store(db, fields);
  const at = "2025-06-01T13:00:00.000Z";
  const photo = { width: 2, height: 2, thumbWidth: 1, thumbHeight: 1, thumbData: photoBytes(9) };
  const photoIds = await insertPhotos(
    db,
    id,
    [
      { ...photo, fileName: "roof.jpg", data: photoBytes(id * 10 + 1) },
      { ...photo, fileName: "gutter.jpg", data: photoBytes(id * 10 + 2) },
    ],
    at,
  );
  await createPhotoLink(db, id, at);
  const note = { createdAt: at, kind: "note" as const, fromStatus: null, toStatus: null };
  await insertLeadEvent(db, id, STAFF, { ...note, body: "Wants a call after 5." });
  const { email } = await db
    .selectFrom("leads")
    .select("email")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await enqueueMessage(
    db,
    id,
    {
      kind: "receipt",
      recipients: [email],
      replyTo: null,
      subject: "We received your request",
      text: "Thanks",
      html: "<p>Thanks</p>",
      attachments: photoIds.map((photoId) => ({ photoId, fileName: "roof.jpg" })),
    },
    at,
  );
  await enqueueDelivery(
    db,
    {
      leadId: id,
      channel: "webhook",
      eventType: "lead.created",
      endpoint: "https://crm.example.com/hook",
      webhookId: `msg_created_${id}`,
      body: JSON.stringify({ type: "lead.created" }),
    },
    at,
  );
  if (sent) {
    await db
      .updateTable("outbox")
      .set({ state: "sent", sent_at: at })
      .where("lead_id", "=", id)
      .execute();
    await db
      .updateTable("deliveries")
      .set({ state: "sent", sent_at: at })
      .where("lead_id", "=", id)
      .execute();
  }
  return id;
}

/** How many rows each personal table holds. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of PERSONAL_TABLES) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(count);
  }
  return counts;
}
