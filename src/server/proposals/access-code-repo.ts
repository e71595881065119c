import type { CodeMail } from "../../lib/proposals/access-code-rules.ts";
import type { OutboxState } from "../mail/outbox-tables.ts";
import type { Db } from "../tables.ts";

/*
 * The access codes emailed for a version (proposal_access_codes, one row per code sent).
 * The newest is the one that counts. A try is taken by a conditional update of its
 * `attempts`, so two instances checking codes at once take one try each and never more than
 * the code allows; a correct code is used up the same way, once.
 */

/** A code as stored: its HMAC, never the code. */
export interface StoredCode {
  id: number;
  codeHash: string;
  sentAt: string;
  expiresAt: string;
  attempts: number;
  usedAt: string | null;
  /** Where its email stands; null when that is not known (a code from before 0022) */
  mail: CodeMail | null;
}

function codeMailOf(state: OutboxState | null, attempts: number | null): CodeMail | null {
  if (state === null) return null;
  if (state === "sent") return "sent";
  if (state === "failed" || state === "withheld") return "not-sent-yet";
  // Pending after a refused try: the next try is minutes away.
  return attempts !== null && attempts > 0 ? "not-sent-yet" : "on-its-way";
}

/** The newest code emailed for the version, or undefined. */
export async function newestCode(db: Db, versionId: number): Promise<StoredCode | undefined> {
  const row = await db
    .selectFrom("proposal_access_codes as code")
    .leftJoin("outbox", "outbox.id", "code.outbox_id")
    .select([
      "code.id",
      "code.code_hash",
      "code.sent_at",
      "code.expires_at",
      "code.attempts",
      "code.used_at",
      "outbox.state as mail_state",
      "outbox.attempts as mail_attempts",
    ])
    .where("code.version_id", "=", versionId)
    .orderBy("code.sent_at", "desc")
    .orderBy("code.id", "desc")
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      codeHash: row.code_hash,
      sentAt: row.sent_at,
      expiresAt: row.expires_at,
      attempts: row.attempts,
      usedAt: row.used_at,
      mail: codeMailOf(row.mail_state, row.mail_attempts),
    }
  );
}

/** How many codes the version emailed since `since`. */
export async function codesSentSince(db: Db, versionId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom("proposal_access_codes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("version_id", "=", versionId)
    .where("sent_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertCode(
  db: Db,
  code: {
    versionId: number;
    leadId: number;
    codeHash: string;
    sentAt: string;
    expiresAt: string;
    /** The outbox row of the email carrying it */
    outboxId: number;
  },
): Promise<void> {
  await db
    .insertInto("proposal_access_codes")
    .values({
      version_id: code.versionId,
      lead_id: code.leadId,
      code_hash: code.codeHash,
      sent_at: code.sentAt,
      expires_at: code.expiresAt,
      outbox_id: code.outboxId,
    })
    .execute();
}

/**
 * Takes one try of the code, if it has one left, is unused and has not expired: returns its
 * HMAC to compare, or undefined when no try was taken.
 */
export async function takeTry(
  db: Db,
  codeId: number,
  mostTries: number,
  now: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable("proposal_access_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", codeId)
    .where("attempts", "<", mostTries)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("code_hash")
    .executeTakeFirst();
  return row?.code_hash;
}

/** Uses the code up; returns whether this call did (a replay or a racing twin finds it used). */
export async function spendCode(db: Db, codeId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("proposal_access_codes")
    .set({ used_at: now })
    .where("id", "=", codeId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
