import { NOTE_MAX_LENGTH, type Lead, type LeadStatus } from "../../lib/lead-model.ts";
import { inTransaction } from "../db/database.ts";
import { correctJobCompletedOn, setJobCompletedOn, updateLeadStatus } from "./lead-admin-repo.ts";
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
import { dayInWords, isCalendarDay } from "../../lib/calendar-day.ts";
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

/** The days a lead's job may be said to be completed on: from the request's day to today, in Louisville. */
export const completionDays = (lead: Pick<Lead, "createdAt">, now: string) => ({
  earliest: businessDay(new Date(lead.createdAt)),
  today: businessDay(new Date(now)),
});

/**
 * Staff move the lead with this reference to `status` (see moveLead); "Job completed" goes
 * through completeJob. A lead moved away from "Job completed" loses its completion day (its
 * history keeps the line that gave it): its job is no longer done.
 */
export function changeLeadStatus(
  db: Db,
  reference: string,
  status: LeadStatus,
  actor: Actor,
  now: string,
  completion: { completedOn?: string | undefined } = {},
): Promise<StatusChange> {
  return inTransaction(db, async (trx) => {
    // Read inside the transaction: the update is conditional on this status.
    const lead = await findLeadByReference(trx, reference);
    if (!lead) return "missing";
    if (status === statusOfCompletion)
      return completeJob(trx, lead, actor, now, completion.completedOn);
    const moved = await moveLead(trx, lead, status, actor, now);
    if (moved === "changed" && lead.status === statusOfCompletion)
      await setJobCompletedOn(trx, lead.id, null);
    return moved;
  });
}

/**
 * Records that the lead's job was finished on `given` (YYYY-MM-DD), never a day after today
 * or before the request came in (completionDays). Empty means today for a lead not yet
 * completed, and the day it has for one that is (a page left open overnight posts no stale
 * day). Giving a completed lead another day corrects it, and its history says so; the
 * correction is conditional on the status and day read, so of two at once, or one racing a
 * move, only the first counts.
 */
async function completeJob(
  trx: Db,
  lead: Lead,
  actor: Actor,
  now: string,
  given: string | undefined,
): Promise<StatusChange> {
  const { earliest, today } = completionDays(lead, now);
  const completed = lead.status === statusOfCompletion;
  const day = given || (completed ? lead.jobCompletedOn : null) || today;
  if (!isCalendarDay(day) || day > today || day < earliest) return "bad-date";
  const body = `Job completed on ${dayInWords(day)}`;
  if (!completed) {
    // Once moveLead's conditional update has the row, nobody else changes it until commit.
    if ((await moveLead(trx, lead, statusOfCompletion, actor, now, body)) === "unchanged")
      return "unchanged";
    await setJobCompletedOn(trx, lead.id, day);
    return "changed";
  }
  if (lead.jobCompletedOn === day) return "unchanged";
  if (!(await correctJobCompletedOn(trx, lead.id, lead.jobCompletedOn, day))) return "unchanged";
  await insertLeadEvent(trx, lead.id, actor, {
    createdAt: now,
    kind: "status",
    fromStatus: statusOfCompletion,
    toStatus: statusOfCompletion,
    body,
  });
  return "changed";
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
