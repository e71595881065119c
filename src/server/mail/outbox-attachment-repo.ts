import type { Db } from "../tables.ts";

/** A stored photo an outbox message attaches, named as the visitor named it. */
export interface PhotoAttachment {
  photoId: number;
  fileName: string;
}

/** A stored proposal document (the signed PDF) an outbox message attaches. */
export interface DocumentAttachment {
  documentId: number;
  fileName: string;
}

/** What a queued message attaches: the bytes stay where they are stored until it is sent. */
export type StoredAttachment = PhotoAttachment | DocumentAttachment;

/** An attachment as the transport sends it. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Records the files a queued message attaches; the bytes stay in lead_photos or proposal_documents. */
export async function insertAttachments(
  db: Db,
  outboxId: number,
  attachments: readonly StoredAttachment[],
): Promise<void> {
  for (const attachment of attachments)
    await db
      .insertInto("outbox_attachments")
      .values({
        outbox_id: outboxId,
        lead_photo_id: "photoId" in attachment ? attachment.photoId : null,
        proposal_document_id: "documentId" in attachment ? attachment.documentId : null,
        file_name: attachment.fileName,
      })
      .execute();
}

const bufferOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A message's attachments with their bytes, in the order they were queued. */
export async function attachmentsOf(db: Db, outboxId: number): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom("outbox_attachments")
    .leftJoin("lead_photos", "lead_photos.id", "outbox_attachments.lead_photo_id")
    .leftJoin(
      "proposal_documents",
      "proposal_documents.id",
      "outbox_attachments.proposal_document_id",
    )
    .select([
      "outbox_attachments.file_name",
      "lead_photos.data as photo",
      "proposal_documents.bytes as document",
    ])
    .where("outbox_attachments.outbox_id", "=", outboxId)
    .orderBy("outbox_attachments.id")
    .execute();
  return rows.flatMap((row): MailAttachment[] => {
    if (row.document !== null)
      return [
        {
          filename: row.file_name,
          content: bufferOf(row.document),
          contentType: "application/pdf",
        },
      ];
    // A row always has one source (a check); a photo deleted under it leaves nothing to send.
    if (row.photo === null) return [];
    return [
      {
        // Every stored photo is a JPEG, whatever the visitor's file was.
        filename: row.file_name.replace(/\.[^.]*$/, "") + ".jpg",
        content: bufferOf(row.photo),
        contentType: "image/jpeg",
      },
    ];
  });
}
