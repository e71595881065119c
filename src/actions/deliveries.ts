import { ActionError } from "astro:actions";
import { z } from "astro/zod";
import { reference, refused, rowId, staffAction } from "./staff-action";

const endpointIndex = z.coerce.number().int().min(0).max(100);

const NOT_CONFIGURED = () =>
  new ActionError({ code: "NOT_FOUND", message: "That endpoint is not configured." });

/** Speed to lead: the one-tap "called", resending a delivery, and the integrations page. */
export const deliveries = {
  markCalled: staffAction({
    input: z.object({ reference }),
    saved: "Marked as called.",
    handler: async ({ reference }, { runtime, actor }) => {
      if (!(await runtime.inbox.markCalled(reference, actor))) throw refused.noSuchLead();
      return { called: true };
    },
  }),

  resendDelivery: staffAction({
    input: z.object({ reference, deliveryId: rowId }),
    saved: "Queued to be sent again within a minute.",
    handler: async ({ reference, deliveryId }, { runtime }) => {
      const outcome = await runtime.inbox.resendDelivery(reference, deliveryId);
      if (outcome === "missing") throw refused.noSuchLead();
      if (outcome === "busy")
        throw new ActionError({
          code: "CONFLICT",
          message: "That delivery is being sent right now, or is not this lead's.",
        });
      return { queued: true };
    },
  }),

  sendTestEvent: staffAction({
    input: z.object({ endpoint: endpointIndex }),
    saved: "Test event queued. It goes out within a few seconds; reload to see how it went.",
    handler: async ({ endpoint }, { runtime }) => {
      if ((await runtime.integrations.sendTestEvent(endpoint)) === "missing")
        throw NOT_CONFIGURED();
      return { queued: true };
    },
  }),

  resumeEndpoint: staffAction({
    input: z.object({ endpoint: endpointIndex }),
    saved: "Deliveries to that endpoint are resumed.",
    handler: async ({ endpoint }, { runtime }) => {
      const outcome = await runtime.integrations.resumeEndpoint(endpoint);
      if (outcome === "missing") throw NOT_CONFIGURED();
      if (outcome === "not-stopped")
        throw new ActionError({ code: "CONFLICT", message: "That endpoint was not stopped." });
      return { resumed: true };
    },
  }),
};
