import type { QuoteRequest } from "../../lib/quote-schema.ts";
import type { Db } from "../tables.ts";
import { clientKey } from "../spam/client-key.ts";
import {
  submitLead,
  type SubmissionContext,
  type SubmitDependencies,
  type SubmitOutcome,
} from "./submit-lead.ts";
import { addLaterPage, type AddLaterPage } from "../photos/add-later.ts";
import type { ProcessedPhoto } from "../photos/process-photo.ts";
import { resolveLeadEstimate } from "../estimates/lead-estimate-resolver.ts";
import { homeownerLinkSecret } from "../homeowner/homeowner-links.ts";
import { isoNow, type OperationParts } from "../operation-parts.ts";

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

/** Over this many quote requests in the window a client is refused: four times the soft limit. */
export const quoteHardLimit = (quoteRateLimit: number) => quoteRateLimit * 4;

/**
 * How a request becomes a lead, for the quote form and /book alike: the same limits (over
 * the soft one a request is stored as spam; over the hard one it is refused, and so is an
 * upload of photos, counted in the same window), the same office and deliveries.
 */
export function submitDependencies(parts: OperationParts): SubmitDependencies {
  const { db, config, quoteLimiter } = parts;
  return {
    db,
    notifyTo: config.leadNotifyTo,
    siteUrl: config.siteUrl,
    homeownerSecret: homeownerLinkSecret(config),
    deliveries: {
      chatUrl: config.leadChatWebhookUrl,
      webhookUrls: config.leadWebhookUrls,
      siteUrl: config.siteUrl,
    },
    // In the lead's transaction when given one: the count and the lead then commit together.
    countRequest: (address: string, trx?: Db, now?: Date) =>
      quoteLimiter.hit(clientKey(address), now?.getTime(), trx),
    softLimit: config.quoteRateLimit,
    hardLimit: quoteHardLimit(config.quoteRateLimit),
    minFillMs: config.quoteMinFillMs,
  };
}

/** What visitors do: send a quote request, and add photos to it later. */
export function leadOperations(parts: OperationParts): LeadOperations {
  const { db, config, quoteLimiter } = parts;
  const submitDeps = submitDependencies(parts);
  const { hardLimit } = submitDeps;
  const countRequest = (address: string) => quoteLimiter.hit(clientKey(address));
  return {
    async submit(request, context) {
      const outcome = await submitLead(submitDeps, request, {
        ...context,
        now: parts.clock(),
        estimate: await resolveLeadEstimate(db, request),
      });
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
