import { ActionError, defineAction } from "astro:actions";
import { quoteRequestSchema } from "../lib/quote-schema";
import { admin } from "./admin";
import { deliveries } from "./deliveries";
import { inspections } from "./inspections";
import { PhotoFieldError } from "./photo-field-error";
import { prices } from "./prices";
import { privacy } from "./privacy";
import { projects } from "./projects";
import { proposals } from "./proposals";
import { staff } from "./staff";
import { storms } from "./storms";

/** Same-origin path of the Referer header, e.g. "/residential/siding", if any. */
function refererPath(referer: string | null, origin: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === origin ? url.pathname.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

export const server = {
  admin: {
    ...admin,
    ...staff,
    ...deliveries,
    ...privacy,
    ...prices,
    ...storms,
    ...inspections,
    ...projects,
    ...proposals,
  },
  quote: {
    /**
     * The shared quote form: validated by the same schema the form
     * uses, stored with its emails in one transaction, then acknowledged with a reference.
     */
    submit: defineAction({
      accept: "form",
      input: quoteRequestSchema,
      handler: async (input, context) => {
        const { runtime } = context.locals;
        // A refused picture sends the form back, and no lead is stored.
        const upload = context.locals.photoUpload;
        if (upload?.problems.length) throw new PhotoFieldError(upload.problems);
        let outcome;
        try {
          outcome = await runtime.leads.submit(input, {
            clientAddress: context.clientAddress,
            refererPath: refererPath(context.request.headers.get("referer"), context.url.origin),
            photos: upload?.photos ?? [],
          });
        } catch (error) {
          runtime.log.error("lead.failed", {
            error: error instanceof Error ? error.message : String(error),
          });
          throw new ActionError({
            code: "INTERNAL_SERVER_ERROR",
            message: "The request could not be saved.",
          });
        }
        if (!outcome.ok) {
          throw new ActionError({
            code: "TOO_MANY_REQUESTS",
            message: "Too many requests. Please call us instead.",
          });
        }
        runtime.log.info("lead.received", {
          reference: outcome.reference,
          duplicate: outcome.duplicate,
          spam: outcome.spamReason !== null,
        });
        // "Pick your inspection time now": /book for this same lead.
        return {
          reference: outcome.reference,
          bookingPath: runtime.inspections.leadBookingPath(outcome.reference),
        };
      },
    }),
  },
};
