import { ActionError } from "astro:actions";
import { z } from "astro/zod";
import { leadStatuses, NOTE_MAX_LENGTH } from "../lib/lead-model";
import { isCalendarDay } from "../lib/calendar-day";
import { textProblem } from "../lib/text-rules";
import { reference, refused, rowId, staffAction } from "./staff-action";

/** The inbox's actions on a lead: validate, call runtime.inbox, answer. */
export const admin = {
  setStatus: staffAction({
    input: z.object({
      reference,
      status: z.enum(leadStatuses, { error: "Please choose a status." }),
      // Only read for "Job completed"; empty keeps the day it has, or means today.
      completedOn: z
        .string()
        .refine(
          (day) => day === "" || isCalendarDay(day),
          "Please give the completion date as a date.",
        )
        .optional(),
    }),
    saved: "Status saved.",
    handler: async ({ reference, status, completedOn }, { runtime, actor }) => {
      const outcome = await runtime.inbox.setStatus(reference, status, actor, { completedOn });
      if (outcome === "missing") throw refused.noSuchLead();
      if (outcome === "bad-date")
        throw new ActionError({
          code: "BAD_REQUEST",
          message:
            "The job's completion date can be today or an earlier day, but not before the request came in.",
        });
      return { status, changed: outcome === "changed" };
    },
  }),

  addNote: staffAction({
    input: z.object({
      reference,
      note: z
        .string({ error: "Please write a note." })
        .trim()
        .min(1, "Please write a note.")
        .max(NOTE_MAX_LENGTH, `Please keep the note under ${NOTE_MAX_LENGTH} characters.`)
        .refine(
          (note) => textProblem(note, "multi-line") === null,
          "Please remove unusual characters from the note.",
        ),
    }),
    saved: "Note added.",
    handler: async ({ reference, note }, { runtime, actor }) => {
      const outcome = await runtime.inbox.addNote(reference, note, actor);
      if (outcome === "missing") throw refused.noSuchLead();
      return { added: outcome === "added" };
    },
  }),

  retryEmail: staffAction({
    input: z.object({ reference, messageId: rowId }),
    saved: "The email is queued and will be sent within a minute.",
    handler: async ({ reference, messageId }, { runtime, actor }) => {
      const outcome = await runtime.inbox.retryEmail(reference, messageId, actor);
      if (outcome === "missing") throw refused.noSuchLead();
      if (outcome === "not-failed")
        throw new ActionError({
          code: "CONFLICT",
          message: "That email is not waiting for a retry any more.",
        });
      return { queued: true };
    },
  }),
};
