import { ActionError, defineAction, type ActionAPIContext } from "astro:actions";
import { z } from "astro/zod";
import type { SiteRuntime } from "../server/runtime-operations";

/** A lead's reference as forms carry it, e.g. "Q-7K4P9M". */
export const reference = z
  .string()
  .trim()
  .regex(/^Q-[A-Z0-9]{6}$/, "Invalid reference.");

/**
 * A row id as forms carry it (an email's or a delivery's). Capped at the largest id a
 * database column holds (a 32-bit integer on Postgres): past it is no row, and Postgres
 * would fail the query instead of finding nothing.
 */
export const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Who is acting and with what: the signed-in actor, and the runtime whose operations
 * carry its clock (every change is stamped with the runtime's time, not the action's).
 */
export interface StaffContext {
  runtime: SiteRuntime;
  actor: { id: string; email: string };
  /** The photos of a multipart post, processed by the server's upload route */
  photoUpload: App.Locals["photoUpload"];
}

/** The middleware already answered 401; this holds should an action ever be reached without it. */
function requireStaff(context: ActionAPIContext) {
  const staff = context.locals.staff;
  if (!staff) throw new ActionError({ code: "UNAUTHORIZED", message: "Please sign in again." });
  return { id: staff.id, email: staff.email };
}

/**
 * A staff page's form action: a form post validated by `input`, refused without a session,
 * and handed the runtime and the actor. `saved` is the line the page shows once it has
 * succeeded (see staffFormOutcome); a refusal is an ActionError the handler throws.
 */
export function staffAction<Input extends z.ZodType, Output>(definition: {
  input: Input;
  saved: string;
  handler: (input: z.output<Input>, staff: StaffContext) => Promise<Output>;
}) {
  // Astro types a handler's input through a conditional type a generic schema leaves
  // unresolved; it is the schema's output, which is what `definition.handler` takes.
  type Handler = Parameters<typeof defineAction<Output, "form", Input>>[0]["handler"];
  const handler = ((input: z.output<Input>, context: ActionAPIContext) =>
    definition.handler(input, {
      runtime: context.locals.runtime,
      actor: requireStaff(context),
      photoUpload: context.locals.photoUpload,
    })) as Handler;
  const action = defineAction<Output, "form", Input>({
    accept: "form",
    input: definition.input,
    handler,
  });
  return Object.assign(action, { saved: definition.saved });
}

/** The answers staff actions share. */
export const refused = {
  noSuchLead: () => new ActionError({ code: "NOT_FOUND", message: "There is no such lead." }),
};
