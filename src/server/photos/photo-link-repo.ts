import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../tables.ts";

/** How long a receipt's add-photos link works. */
export const PHOTO_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Tokens are 32 random bytes in base64url: 43 characters. Anything else is not one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Makes a link for adding photos to a lead later and returns its token, which goes in the
 * visitor's receipt and nowhere else: only its SHA-256 is stored, so a copy of the
 * database gives no working link.
 */
export async function createPhotoLink(db: Db, leadId: number, now: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("photo_links")
    .values({
      lead_id: leadId,
      token_hash: hashOf(token),
      created_at: now,
      expires_at: new Date(Date.parse(now) + PHOTO_LINK_DAYS * DAY_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The request an add-photos link belongs to, as its page and the office email name it. */
export interface PhotoLinkLead {
  leadId: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  serviceType: string;
  /** When the link stops working */
  expiresAt: string;
}

/** The lead a token may add photos to at `now`, or undefined: unknown, malformed or expired. */
export async function leadForPhotoLink(
  db: Db,
  token: string,
  now: string,
): Promise<PhotoLinkLead | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = await db
    .selectFrom("photo_links")
    .innerJoin("leads", "leads.id", "photo_links.lead_id")
    .select([
      "photo_links.lead_id",
      "photo_links.expires_at",
      "leads.reference",
      "leads.name",
      "leads.email",
      "leads.phone",
      "leads.address",
      "leads.service_type",
    ])
    .where("photo_links.token_hash", "=", hashOf(token))
    .where("photo_links.expires_at", ">", now)
    .executeTakeFirst();
  return (
    row && {
      leadId: row.lead_id,
      reference: row.reference,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      serviceType: row.service_type,
      expiresAt: row.expires_at,
    }
  );
}
