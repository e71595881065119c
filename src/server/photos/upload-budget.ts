import { pruneUploadBytes, recordUploadBytes, uploadBytesSince } from "./upload-bytes-repo.ts";
import type { Db } from "../tables.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERYONE = "photos:all";
const clientKeyOf = (client: string) => `photos:${client}`;

/** Stored photo bytes per 24 hours (PHOTO_MB_PER_CLIENT_DAY, PHOTO_MB_PER_DAY). */
export interface BudgetLimits {
  clientBytes: number;
  globalBytes: number;
}

/** Which daily budget a client has used up, if any, counting `adding` bytes more. */
export async function budgetExceeded(
  db: Db,
  client: string,
  adding: number,
  now: number,
  limits: BudgetLimits,
): Promise<"client" | "global" | null> {
  const since = now - DAY_MS;
  if ((await uploadBytesSince(db, clientKeyOf(client), since)) + adding > limits.clientBytes)
    return "client";
  if ((await uploadBytesSince(db, EVERYONE, since)) + adding > limits.globalBytes) return "global";
  return null;
}

/**
 * Counts stored photo bytes against the client's and everyone's budget. Called before
 * the photos are stored: of two uploads racing past the limit both are counted, so the
 * budget errs on the side of the disk.
 */
export async function spendBudget(db: Db, client: string, bytes: number, now = Date.now()) {
  await recordUploadBytes(db, clientKeyOf(client), bytes, now, now + DAY_MS);
  await recordUploadBytes(db, EVERYONE, bytes, now, now + DAY_MS);
  await pruneUploadBytes(db, now);
}

export const budgetMessage = (which: "client" | "global") =>
  which === "client"
    ? "You have sent as many photos as we can take today. Please send the request without photos, or call us."
    : "We cannot take more photos today. Please send the request without photos, or call us.";
