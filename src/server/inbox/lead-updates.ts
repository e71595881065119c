import { NOTE_MAX_LENGTH, type Lead, type LeadStatus } from "../../lib/lead-model.ts";
import { inTransaction } from "../db/database.ts";
import { setJobCompletedOn, updateLeadStatus } from "./lead-admin-repo.ts";
import {
  findFailedLeadMessage,
  insertLeadEvent,
  type Actor,
  type LeadActor,
} from "./lead-event-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { retryFailed } from "../mail/outbox-repo.ts";
import { countsAsContact, statusOfCompletion } from "../../lib/lead-statuses.ts";
import { businessDay } from "../../lib/booking/windows.ts";
import { dayInWords } from "../../lib/lead-views.ts";
import { DateTime } from "luxon";
import { recordFirstContact } from "./response-time-repo.ts";
import type { Db } from "../tables.ts";

export type { Actor } from "./lead-event-repo.ts";

/*
 * What staff may do to a lead, and what each leaves in its history. Every change names
 * the lead by its reference (what the pages and forms carry) and records who made it.
 */

/**
 * "missing": there is no lead with that reference; "bad-date": the job's completion date is
 * after today or before the request came in (in Louisville).
 */
export type StatusChange = "changed" | "unchanged" | "missing" | "bad-date";

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
  /** A line the history shows under the move, e.g. the day a job was completed */
  body = "",
): Promise<"changed" | "unchanged"> {
  const from = lead.status;
  if (from === status || !(await updateLeadStatus(trx, lead.id, from, status))) return "unchanged";
  if (countsAsContact(status)) await recordFirstContact(trx, lead.id, now);
  await insertLeadEvent(trx, lead.id, actor, {
    createdAt: now,
    kind: "status",
    fromStatus: from,
    toStatus: status,
    body,
  });
  return "changed";
}

/** "2026-11-25", a day that exists (not "2026-02-30"). */
const isCalendarDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && DateTime.fromISO(text).isValid;

/**
 * Staff move the lead with this reference to `status` (see moveLead). Moving it to "Job
 * completed" records the day the job was finished: `completedOn` (YYYY-MM-DD), or today in
 * Louisville when not given; never a day after today or before the request came in. Giving
 * a lead already completed another day corrects the day, and its history says so.
 */
export function changeLeadStatus(
  db: Db,
  reference: string,
  status: LeadStatus,
  actor: Actor,
  now: string,
  completedOn?: string,
): Promise<StatusChange> {
  return inTransaction(db, async (trx) => {
    // Read inside the transaction: the update is conditional on this status.
    const lead = await findLeadByReference(trx, reference);
    if (!lead) return "missing";
    if (status !== statusOfCompletion) return moveLead(trx, lead, status, actor, now);

    const today = businessDay(new Date(now));
    const day = completedOn || today;
    if (!isCalendarDay(day) || day > today || day < businessDay(new Date(lead.createdAt)))
      return "bad-date";
    const body = `Job completed on ${dayInWords(day)}`;
    const moved = await moveLead(trx, lead, status, actor, now, body);
    if (moved === "unchanged") {
      if (lead.status !== status || lead.jobCompletedOn === day) return "unchanged";
      await insertLeadEvent(trx, lead.id, actor, {
        createdAt: now,
        kind: "status",
        fromStatus: status,
        toStatus: status,
        body,
      });
    }
    await setJobCompletedOn(trx, lead.id, day);
    return "changed";
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
