import type { Generated } from "kysely";
import type { Defaulted } from "../db/column-types.ts";

/** A processed photo of a lead: re-encoded JPEG without metadata, and its thumbnail. */
export interface LeadPhotosTable {
  id: Generated<number>;
  /** Random, in the inbox's photo URLs, so they say nothing about how many photos exist */
  public_id: string;
  lead_id: number;
  created_at: string;
  /** 1 when the visitor added it later through the receipt's link */
  added_later: Defaulted<number>;
  /** The visitor's file name, cleaned, e.g. "IMG_2041.jpg" */
  file_name: string;
  width: number;
  height: number;
  /** JPEG bytes: a Uint8Array from SQLite, a Buffer from Postgres */
  data: Uint8Array;
  thumb_width: number;
  thumb_height: number;
  thumb_data: Uint8Array;
}

/** A visitor's private link for adding photos to a request later; only its hash is kept. */
export interface PhotoLinksTable {
  id: Generated<number>;
  lead_id: number;
  /** SHA-256 of the token, hex */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** Bytes a client uploaded (its key) or everyone did ("all"), counted for the daily budgets. */
export interface UploadBytesTable {
  id: Generated<number>;
  key: string;
  at: string;
  bytes: number;
  expires_at: string;
}

export interface PhotoTables {
  lead_photos: LeadPhotosTable;
  photo_links: PhotoLinksTable;
  upload_bytes: UploadBytesTable;
}
