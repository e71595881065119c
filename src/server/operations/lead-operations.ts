import type { QuoteRequest } from "../../lib/quote-schema.ts";
import type { Db } from "../db/schema.ts";
import { clientKey } from "../http/client-key.ts";
import { submitLead, type SubmissionContext, type SubmitOutcome } from "../leads/submit-lead.ts";
import { addLaterPage, type AddLaterPage } from "../photos/add-later.ts";
import type { ProcessedPhoto } from "../photos/process-photo.ts";
import { resolveLeadEstimate } from "../estimates/lead-estimate-resolver.ts";
import { isoNow, type OperationParts } from "./operation-parts.ts";

export interface LeadOperations {
  /**
   * Stores a validated quote request with its emails and deliveries, then wakes the
   * drains. A refusal is a value, not a thrown class, so any caller can read it.
   */
  submit(
    request: QuoteRequest,
    context: Omit<SubmissionContext, "now" | "estimate">,
  ): Promise<SubmitOutcome>;
  /** Counts a refused quote request toward its client's quote limit (http/quote-route.ts) */
  countRefused(clientAddress: string): Promise<void>;
  /** The receipt's add-photos page: the form, or the photos stored and the office told. */
  addPhotos(request: {
    token: string;
    method: string;
    clientAddress: string;
    upload: { photos: ProcessedPhoto[]; problems: string[] } | undefined;
  }): Promise<AddLaterPage>;
}

/** What visitors do: send a quote request, and add photos to it later. */
export function leadOperations(parts: OperationParts): LeadOperations {
  const { db, config, quoteLimiter } = parts;
  // Over the soft limit a request is stored as spam; over the hard one it is refused,
  // and so is an upload of photos, counted in the same window.
  const softLimit = config.quoteRateLimit;
  const hardLimit = config.quoteRateLimit * 4;
  // In the lead's transaction when given one: the count and the lead then commit together.
  const countRequest = (address: string, trx?: Db) =>
    quoteLimiter.hit(clientKey(address), undefined, trx);
  return {
    async submit(request, context) {
      const outcome = await submitLead(
        {
          db,
          notifyTo: config.leadNotifyTo,
          siteUrl: config.siteUrl,
          deliveries: {
            chatUrl: config.leadChatWebhookUrl,
            webhookUrls: config.leadWebhookUrls,
            siteUrl: config.siteUrl,
          },
          countRequest,
          softLimit,
          hardLimit,
          minFillMs: config.quoteMinFillMs,
        },
        request,
        { ...context, now: parts.clock(), estimate: await resolveLeadEstimate(db, request) },
      );
      if (outcome.ok) {
        parts.wake.mail();
        // With no chat room or webhook configured nothing was queued for the drain, and
        // waking it cost every quote a claim statement that finds nothing.
        if (config.leadChatWebhookUrl || config.leadWebhookUrls.length > 0) parts.wake.deliveries();
      }
      return outcome;
    },

    async countRefused(clientAddress) {
      await countRequest(clientAddress);
    },

    async addPhotos({ token, method, clientAddress, upload }) {
      const page = await addLaterPage(
        {
          db,
          notifyTo: config.leadNotifyTo,
          siteUrl: config.siteUrl,
          overLimit: async () => (await countRequest(clientAddress)) > hardLimit,
        },
        token,
        method,
        upload,
        isoNow(parts),
      );
      if (page.kind === "added") parts.wake.mail();
      return page;
    },
  };
}
