import { ActionError } from "astro:actions";
import { z } from "astro/zod";
import { reference, refused, staffAction } from "./staff-action";

/** Staff keeping the privacy page's promises: erasing a lead at its client's request. */
export const privacy = {
  eraseLead: staffAction({
    input: z.object({
      reference,
      // What staff typed to confirm; compared with the reference by the operation.
      confirmation: z
        .string({ error: "Please type the lead's reference to confirm." })
        .max(40, "Please type the lead's reference to confirm."),
    }),
    saved: "The lead and everything attached to it were erased.",
    handler: async ({ reference, confirmation }, { runtime, actor }) => {
      const outcome = await runtime.privacy.eraseLead(reference, confirmation, actor);
      if (outcome === "missing") throw refused.noSuchLead();
      if (outcome === "mismatch")
        throw new ActionError({
          code: "BAD_REQUEST",
          message: `Nothing was erased: type ${reference} exactly to confirm.`,
        });
      if (outcome === "busy")
        throw new ActionError({
          code: "CONFLICT",
          message:
            "An email or webhook of this lead is being sent right now. Please try again in a minute.",
        });
      return { erased: true };
    },
  }),
};
