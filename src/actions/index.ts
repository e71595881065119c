import { ActionError, defineAction } from "astro:actions";
import { quoteRequestSchema } from "../lib/quote-schema";
import { isRateLimited } from "../server/leads/submit-lead";
import { getRuntime } from "../server/runtime";
import { admin } from "./admin";
import { PhotoFieldError } from "./photo-field-error";
import { staff } from "./staff";

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
  admin: { ...admin, ...staff },
  quote: {
    /**
     * The shared quote form (SPEC §5, DESIGN §5): validated by the same schema the form
     * uses, stored with its emails in one transaction, then acknowledged with a reference.
     */
    submit: defineAction({
      accept: "form",
      input: quoteRequestSchema,
      handler: async (input, context) => {
        const runtime = await getRuntime();
        // Storm photos: a refused picture sends the form back, and no lead is stored.
        const upload = context.locals.photoUpload;
        if (upload?.problems.length) throw new PhotoFieldError(upload.problems);
        try {
          const result = await runtime.submitQuote(input, {
            clientAddress: context.clientAddress,
            refererPath: refererPath(context.request.headers.get("referer"), context.url.origin),
            photos: upload?.photos ?? [],
          });
          runtime.log.info("lead.received", {
            reference: result.reference,
            duplicate: result.duplicate,
            spam: result.spamReason !== null,
          });
          return { reference: result.reference };
        } catch (error) {
          if (isRateLimited(error)) {
            throw new ActionError({
              code: "TOO_MANY_REQUESTS",
              message: "Too many requests. Please call us instead.",
            });
          }
          runtime.log.error("lead.failed", {
            error: error instanceof Error ? error.message : String(error),
          });
          throw new ActionError({
            code: "INTERNAL_SERVER_ERROR",
            message: "The request could not be saved.",
          });
        }
      },
    }),
  },
};
