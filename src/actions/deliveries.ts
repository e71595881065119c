import { ActionError, defineAction, type ActionAPIContext } from "astro:actions";
import { z } from "astro/zod";
import { findLeadByReference } from "../server/db/lead-repo";
import { resendDelivery, resumeEndpoint } from "../server/deliveries/delivery-repo";
import { configuredEndpoints } from "../server/deliveries/integrations";
import { queueTestEvent } from "../server/deliveries/test-event";
import { markCalled } from "../server/inbox/mark-called";
import { requireStaff } from "./admin";

const reference = z
  .string()
  .trim()
  .regex(/^Q-[A-Z0-9]{6}$/, "Invalid reference.");

const endpointIndex = z.coerce.number().int().min(0).max(100);

/** The endpoint staff picked, by its place in the configured list (never a URL from the form). */
function configuredAt(context: ActionAPIContext, index: number) {
  const { runtime } = context.locals;
  const endpoint = configuredEndpoints(runtime.config)[index];
  if (!endpoint)
    throw new ActionError({ code: "NOT_FOUND", message: "That endpoint is not configured." });
  return { runtime, endpoint };
}

/** Speed to lead: the one-tap "called", resending a delivery, and the integrations page. */
export const deliveries = {
  markCalled: defineAction({
    accept: "form",
    input: z.object({ reference }),
    handler: async ({ reference }, context) => {
      const actor = requireStaff(context);
      const { db, log } = context.locals.runtime;
      if (!(await markCalled(db, reference, actor, new Date().toISOString())))
        throw new ActionError({ code: "NOT_FOUND", message: "There is no such lead." });
      log.info("lead.called", { reference });
      return { called: true };
    },
  }),

  resendDelivery: defineAction({
    accept: "form",
    input: z.object({ reference, deliveryId: z.coerce.number().int().positive() }),
    handler: async ({ reference, deliveryId }, context) => {
      requireStaff(context);
      const { runtime } = context.locals;
      const lead = await findLeadByReference(runtime.db, reference);
      if (!lead) throw new ActionError({ code: "NOT_FOUND", message: "There is no such lead." });
      if (!(await resendDelivery(runtime.db, lead.id, deliveryId, new Date().toISOString())))
        throw new ActionError({
          code: "CONFLICT",
          message: "That delivery is being sent right now, or is not this lead's.",
        });
      runtime.deliveries.wake();
      return { queued: true };
    },
  }),

  sendTestEvent: defineAction({
    accept: "form",
    input: z.object({ endpoint: endpointIndex }),
    handler: async ({ endpoint: index }, context) => {
      requireStaff(context);
      const { runtime, endpoint } = configuredAt(context, index);
      await queueTestEvent(
        runtime.db,
        endpoint.channel,
        endpoint.endpoint,
        new Date().toISOString(),
      );
      runtime.deliveries.wake();
      return { queued: true };
    },
  }),

  resumeEndpoint: defineAction({
    accept: "form",
    input: z.object({ endpoint: endpointIndex }),
    handler: async ({ endpoint: index }, context) => {
      requireStaff(context);
      const { runtime, endpoint } = configuredAt(context, index);
      if (!(await resumeEndpoint(runtime.db, endpoint.endpoint)))
        throw new ActionError({ code: "CONFLICT", message: "That endpoint was not stopped." });
      return { resumed: true };
    },
  }),
};
