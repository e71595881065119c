import { NOTE_MAX_LENGTH, type Lead, type LeadStatus } from "../../lib/lead-model.ts";
import { inTransaction } from "../db/database.ts";
import { updateLeadStatus } from "./lead-admin-repo.ts";
import {
  findFailedLeadMessage,
  insertLeadEvent,
  type Actor,
  type LeadActor,
} from "./lead-event-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { retryFailed } from "../mail/outbox-repo.ts";
import { countsAsContact } from "../../lib/lead-statuses.ts";
import { recordFirstContact } from "./response-time-repo.ts";
import type { Db } from "../tables.ts";

export type { Actor } from "./lead-event-repo.ts";

/*
 * What staff may do to a lead, and what each leaves in its history. Every change names
 * the lead by its reference (what the pages and forms carry) and records who made it.
 */

/** "missing": there is no lead with that reference. */
export type StatusChange = "changed" | "unchanged" | "missing";

/**
 * The one way a lead's status changes, whoever changes it (staff in the inbox, a homeowner
 * booking an inspection): it moves `lead` from the status it was read with to `status`,
 * stores the first contact time when the new status counts as contact, and records the move
 * (from, to, who, when) in the lead's history. Run it in the transaction that read `lead`.
 * Setting the status it already has records nothing; when two changes race, the update is
 * conditional on the status read, so each records only the change it actually made.
 */
export async function moveLead(
  trx: Db,
  lead: Pick<Lead, "id" | "status">,
  status: LeadStatus,
  actor: LeadActor,
  now: string,
): Promise<"changed" | "unchanged"> {
  const from = lead.status;
  if (from === status || !(await updateLeadStatus(trx, lead.id, from, status))) return "unchanged";
  if (countsAsContact(status)) await recordFirstContact(trx, lead.id, now);
  await insertLeadEvent(trx, lead.id, actor, {
    createdAt: now,
    kind: "status",
    fromStatus: from,
    toStatus: status,
    body: "",
  });
  return "changed";
}

/** Staff move the lead with this reference to `status` (see moveLead). */
export function changeLeadStatus(
  db: Db,
  reference: string,
  status: LeadStatus,
  actor: Actor,
  now: string,
): Promise<StatusChange> {
  return inTransaction(db, async (trx) => {
    // Read inside the transaction: the update is conditional on this status.
    const lead = await findLeadByReference(trx, reference);
    return lead ? moveLead(trx, lead, status, actor, now) : "missing";
  });
}

/** "empty": the note had nothing but spaces. */
export type NoteResult = "added" | "empty" | "missing";

/** Adds a staff note to a lead's history, trimmed and at most NOTE_MAX_LENGTH long. */
export async function addLeadNote(
  db: Db,
  reference: string,
  note: string,
  actor: Actor,
  now: string,
): Promise<NoteResult> {
  const body = note.trim().slice(0, NOTE_MAX_LENGTH);
  if (!body) return "empty";
  return inTransaction(db, async (trx) => {
    const lead = await findLeadByReference(trx, reference);
    if (!lead) return "missing";
    await insertLeadEvent(trx, lead.id, actor, {
      createdAt: now,
      kind: "note",
      fromStatus: null,
      toStatus: null,
      body,
    });
    return "added";
  });
}

/** "not-failed": the email is not a failed email of this lead (sent, queued, or another's). */
export type RetryResult = "queued" | "not-failed" | "missing";

/**
 * Puts one failed email of a lead back in the queue, due now with its attempts reset,
 * and records which kind of email was retried. Only an email that has failed may be
 * retried: one that is queued or sent is left alone, so a double click sends nothing twice.
 */
export function retryLeadEmail(
  db: Db,
  reference: string,
  messageId: number,
  actor: Actor,
  now: string,
): Promise<RetryResult> {
  return inTransaction(db, async (trx) => {
    const lead = await findLeadByReference(trx, reference);
    if (!lead) return "missing";
    const message = await findFailedLeadMessage(trx, lead.id, messageId);
    if (!message || (await retryFailed(trx, now, [messageId])) !== 1) return "not-failed";
    await insertLeadEvent(trx, lead.id, actor, {
      createdAt: now,
      kind: "retry",
      fromStatus: null,
      toStatus: null,
      body: message.kind,
    });
    return "queued";
  });
}
