import { randomBytes } from "node:crypto";
import type { Db } from "../tables.ts";

/** A photo to store: the processed bytes, never the upload (see photos/process-photo.ts). */
export interface NewPhoto {
  fileName: string;
  width: number;
  height: number;
  data: Uint8Array;
  thumbWidth: number;
  thumbHeight: number;
  thumbData: Uint8Array;
}

/** What the inbox lists of a photo; the bytes are read one at a time by `photoBytes`. */
export interface PhotoSummary {
  id: number;
  publicId: string;
  fileName: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  addedLater: boolean;
  createdAt: string;
}

/** A public id: 128 random bits, URL-safe. */
const newPublicId = () => randomBytes(16).toString("base64url");

/**
 * Stores a lead's photos, in order, and returns their ids (for the emails that attach
 * them). The caller runs it in the transaction that stores the lead or records the upload.
 */
export async function insertPhotos(
  db: Db,
  leadId: number,
  photos: readonly NewPhoto[],
  now: string,
  addedLater = false,
): Promise<number[]> {
  const ids: number[] = [];
  // One row at a time: a multi-row insert of several megabytes is one huge statement.
  for (const photo of photos) {
    const { id } = await db
      .insertInto("lead_photos")
      .values({
        public_id: newPublicId(),
        lead_id: leadId,
        created_at: now,
        added_later: addedLater ? 1 : 0,
        file_name: photo.fileName,
        width: photo.width,
        height: photo.height,
        data: photo.data,
        thumb_width: photo.thumbWidth,
        thumb_height: photo.thumbHeight,
        thumb_data: photo.thumbData,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

/** A lead's photos, oldest first, without their bytes. */
export async function listPhotos(db: Db, leadId: number): Promise<PhotoSummary[]> {
  const rows = await db
    .selectFrom("lead_photos")
    .select([
      "id",
      "public_id",
      "file_name",
      "width",
      "height",
      "thumb_width",
      "thumb_height",
      "added_later",
      "created_at",
    ])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    publicId: row.public_id,
    fileName: row.file_name,
    width: row.width,
    height: row.height,
    thumbWidth: row.thumb_width,
    thumbHeight: row.thumb_height,
    addedLater: row.added_later === 1,
    createdAt: row.created_at,
  }));
}

/** The JPEG bytes of a photo or its thumbnail by public id, or undefined when there is none. */
export async function photoBytes(
  db: Db,
  publicId: string,
  size: "full" | "thumb",
): Promise<Buffer | undefined> {
  const column = size === "full" ? "data" : "thumb_data";
  const row = await db
    .selectFrom("lead_photos")
    .select(column)
    .where("public_id", "=", publicId)
    .executeTakeFirst();
  if (!row) return undefined;
  const bytes = (row as Record<typeof column, Uint8Array>)[column];
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** How many photos a lead has. */
export async function countPhotos(db: Db, leadId: number): Promise<number> {
  const { count } = await db
    .selectFrom("lead_photos")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("lead_id", "=", leadId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Who the history names for photos the visitor added through the receipt's link. */
export const ADDED_BY_CUSTOMER = "the customer, through the link in their receipt";

/**
 * Records in the lead's history that the visitor added photos, e.g. "Added 2 photos:
 * IMG_2051.jpg, attic.jpg". A note by the customer, so the inbox's history shows it with
 * no change to the kinds of entry staff make.
 */
export async function recordPhotosAdded(
  db: Db,
  leadId: number,
  fileNames: readonly string[],
  now: string,
): Promise<void> {
  const count = fileNames.length === 1 ? "1 photo" : `${fileNames.length} photos`;
  await db
    .insertInto("lead_events")
    .values({
      lead_id: leadId,
      created_at: now,
      actor_id: null,
      actor_email: ADDED_BY_CUSTOMER,
      kind: "note",
      from_status: null,
      to_status: null,
      body: `Added ${count}: ${fileNames.join(", ")}`,
    })
    .execute();
}
