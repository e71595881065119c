import type { Db } from "../tables.ts";

/** A stored photo an outbox message attaches, named as the visitor named it. */
export interface PhotoAttachment {
  photoId: number;
  fileName: string;
}

/** An attachment as the transport sends it. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Records the photos a queued message attaches; the bytes stay in lead_photos. */
export async function insertAttachments(
  db: Db,
  outboxId: number,
  attachments: readonly PhotoAttachment[],
): Promise<void> {
  for (const attachment of attachments)
    await db
      .insertInto("outbox_attachments")
      .values({
        outbox_id: outboxId,
        lead_photo_id: attachment.photoId,
        file_name: attachment.fileName,
      })
      .execute();
}

/** A message's attachments with their bytes, in the order they were queued. */
export async function attachmentsOf(db: Db, outboxId: number): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom("outbox_attachments")
    .innerJoin("lead_photos", "lead_photos.id", "outbox_attachments.lead_photo_id")
    .select(["outbox_attachments.file_name", "lead_photos.data"])
    .where("outbox_attachments.outbox_id", "=", outboxId)
    .orderBy("outbox_attachments.id")
    .execute();
  return rows.map((row) => ({
    // Every stored photo is a JPEG, whatever the visitor's file was.
    filename: row.file_name.replace(/\.[^.]*$/, "") + ".jpg",
    content: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength),
    contentType: "image/jpeg",
  }));
}
