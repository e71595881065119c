import { ActionError, defineAction, type ActionAPIContext } from "astro:actions";
import { z } from "astro/zod";
import { leadStatuses, NOTE_MAX_LENGTH } from "../lib/lead-model";
import { textProblem } from "../lib/text-rules";
import { addLeadNote, changeLeadStatus, retryLeadEmail } from "../server/inbox/lead-updates";

/** The middleware already answered 401; this holds should an action ever be reached without it. */
export function requireStaff(context: ActionAPIContext) {
  const staff = context.locals.staff;
  if (!staff) throw new ActionError({ code: "UNAUTHORIZED", message: "Please sign in again." });
  return { id: staff.id, email: staff.email };
}

const NO_SUCH_LEAD = () =>
  new ActionError({ code: "NOT_FOUND", message: "There is no such lead." });

/** The largest id a database column holds (a 32-bit integer on Postgres); more is no message. */
const MAX_ID = 2_147_483_647;

const reference = z
  .string()
  .trim()
  .regex(/^Q-[A-Z0-9]{6}$/, "Invalid reference.");

/** The inbox's actions: validate, authorise, call server/inbox, return a small result. */
export const admin = {
  setStatus: defineAction({
    accept: "form",
    input: z.object({
      reference,
      status: z.enum(leadStatuses, { error: "Please choose a status." }),
    }),
    handler: async ({ reference, status }, context) => {
      const actor = requireStaff(context);
      const { db, log } = context.locals.runtime;
      const outcome = await changeLeadStatus(
        db,
        reference,
        status,
        actor,
        new Date().toISOString(),
      );
      if (outcome === "missing") throw NO_SUCH_LEAD();
      const changed = outcome === "changed";
      log.info("lead.status", { reference, status, changed });
      return { status, changed };
    },
  }),

  addNote: defineAction({
    accept: "form",
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
    handler: async ({ reference, note }, context) => {
      const actor = requireStaff(context);
      const { db } = context.locals.runtime;
      const outcome = await addLeadNote(db, reference, note, actor, new Date().toISOString());
      if (outcome === "missing") throw NO_SUCH_LEAD();
      return { added: outcome === "added" };
    },
  }),

  retryEmail: defineAction({
    accept: "form",
    input: z.object({ reference, messageId: z.coerce.number().int().positive().max(MAX_ID) }),
    handler: async ({ reference, messageId }, context) => {
      const actor = requireStaff(context);
      const { runtime } = context.locals;
      const outcome = await retryLeadEmail(
        runtime.db,
        reference,
        messageId,
        actor,
        new Date().toISOString(),
      );
      if (outcome === "missing") throw NO_SUCH_LEAD();
      if (outcome === "not-failed")
        throw new ActionError({
          code: "CONFLICT",
          message: "That email is not waiting for a retry any more.",
        });
      runtime.drain.wake();
      return { queued: true };
    },
  }),
};
