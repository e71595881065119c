import { ActionError, defineAction, type ActionAPIContext } from "astro:actions";
import { z } from "astro/zod";
import {
  addLeadNote,
  changeLeadStatus,
  leadStatuses,
  NOTE_MAX_LENGTH,
  retryLeadMessage,
} from "../server/db/lead-admin-repo";
import type { Db } from "../server/db/database";
import { findLeadByReference } from "../server/db/lead-repo";

/** The middleware already answered 401; this holds should an action ever be reached without it. */
export function requireStaff(context: ActionAPIContext) {
  const staff = context.locals.staff;
  if (!staff) throw new ActionError({ code: "UNAUTHORIZED", message: "Please sign in again." });
  return { id: staff.id, email: staff.email };
}

async function requireLead(db: Db, reference: string) {
  const lead = await findLeadByReference(db, reference);
  if (!lead) throw new ActionError({ code: "NOT_FOUND", message: "There is no such lead." });
  return lead;
}

const reference = z
  .string()
  .trim()
  .regex(/^Q-[A-Z0-9]{6}$/, "Invalid reference.");

/** The inbox's actions (DESIGN §8.6): validate, authorise, call server/, return a small result. */
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
      const lead = await requireLead(db, reference);
      const changed = await changeLeadStatus(db, lead.id, status, actor, new Date().toISOString());
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
        .max(NOTE_MAX_LENGTH, `Please keep the note under ${NOTE_MAX_LENGTH} characters.`),
    }),
    handler: async ({ reference, note }, context) => {
      const actor = requireStaff(context);
      const { db } = context.locals.runtime;
      const lead = await requireLead(db, reference);
      await addLeadNote(db, lead.id, note, actor, new Date().toISOString());
      return { added: true };
    },
  }),

  retryEmail: defineAction({
    accept: "form",
    input: z.object({ reference, messageId: z.coerce.number().int().positive() }),
    handler: async ({ reference, messageId }, context) => {
      const actor = requireStaff(context);
      const { runtime } = context.locals;
      const lead = await requireLead(runtime.db, reference);
      if (
        !(await retryLeadMessage(runtime.db, lead.id, messageId, actor, new Date().toISOString()))
      )
        throw new ActionError({
          code: "CONFLICT",
          message: "That email is not waiting for a retry any more.",
        });
      runtime.drain.wake();
      return { queued: true };
    },
  }),
};
