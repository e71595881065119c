import { consentText } from "../../config/site.ts";
import type { NewLead } from "../../lib/lead-model.ts";
import { initialStatus } from "../../lib/lead-statuses.ts";
import type { QuoteRequest } from "../../lib/quote-schema.ts";
import { inTransaction, isUniqueViolation } from "../db/database.ts";
import { type Db } from "../tables.ts";
import {
  findLeadByIdempotencyKey,
  findRecentLeadByFingerprint,
  insertLead,
  lockFingerprint,
  type StoredLead,
} from "./lead-repo.ts";
import type { DeliverySettings } from "../deliveries/delivery-settings.ts";
import { queueLeadDeliveries } from "../deliveries/queue-lead-deliveries.ts";
import { insertPhotos, type NewPhoto } from "../photos/photo-repo.ts";
import { judgeSpam } from "../spam/judge.ts";
import { leadStormLine } from "../storms/lead-storm.ts";
import { queueLeadEmails } from "./lead-emails.ts";
import type { LeadHooks } from "./lead-hooks.ts";
import { newReference } from "./reference.ts";
import { attributionOf, fingerprintOf } from "./request-parts.ts";

/** A resend of the same content within this window is the same request. */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export interface SubmitDependencies {
  db: Db;
  notifyTo: string[];
  siteUrl: string;
  /** The homeowner page links' key: the receipt carries the page's link */
  homeownerSecret?: string | undefined;
  /** The chat alert and webhook endpoints each lead also goes to; none when unset */
  deliveries?: DeliverySettings;
  /**
   * Counts this request for its client address in `db` (the lead's transaction); returns
   * the count in the window, from every instance. It must write through `db`: SQLite has
   * one connection, which the transaction holds, so a write outside it waits forever.
   * `now` is the request's time, the one every other limit of the request reads: counted
   * on another clock, one limiter's pruning could drop another's events as expired.
   */
  countRequest: (clientAddress: string, db: Db, now: Date) => Promise<number>;
  /** Over this count a request is stored as spam; over `hardLimit` it is refused */
  softLimit: number;
  hardLimit: number;
  /** Faster than this from form shown to sent is a bot */
  minFillMs: number;
}

export interface SubmissionContext extends LeadHooks {
  clientAddress: string;
  /** Path of the page the form was on, from the Referer header when the form did not say */
  refererPath?: string | undefined;
  now?: Date;
  /** Processed photos that came with the request (storm photos), stored with the lead */
  photos?: readonly NewPhoto[];
  /** The instant estimate the request carried, as the server recomputed it */
  estimate?: NewLead["estimate"];
}

export interface SubmitResult {
  ok: true;
  reference: string;
  /** True when this request repeated one already stored */
  duplicate: boolean;
  /** Internal only: never shown to the visitor, so a bot cannot tell */
  spamReason: string | null;
}

/** Over the hard rate limit: nothing was stored, the visitor is asked to call instead. */
export interface SubmitRefusal {
  ok: false;
  reason: "rate-limited";
}

/**
 * What a submission came to. A refusal is a value rather than a thrown error class: the
 * caller may be Astro's server bundle, which holds its own copy of this module, so an
 * `instanceof` (or a check on an error's name) across that boundary is fragile.
 */
export type SubmitOutcome = SubmitResult | SubmitRefusal;

/**
 * Stores a validated quote request and its emails (see queueLeadEmails) in one
 * transaction: when this resolves `ok`, the lead is on disk and its emails will be sent.
 * A retry of a request already stored, on this instance or another, gets the stored
 * lead's reference; a client over the hard rate limit gets a refusal and nothing is stored.
 */
export async function submitLead(
  deps: SubmitDependencies,
  request: QuoteRequest,
  context: SubmissionContext,
): Promise<SubmitOutcome> {
  const now = context.now ?? new Date();
  const fingerprint = fingerprintOf(request);

  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  // A retry with the island's idempotency key is answered before its content is compared
  // (the visitor may have edited the form). A repeat of the same content is found inside
  // the insert's transaction, before the request is counted, so a retry is never counted;
  // looking for it here as well cost every new quote a second fingerprint look-up.
  const repeated =
    request.idempotencyKey && (await findLeadByIdempotencyKey(deps.db, request.idempotencyKey));
  if (repeated) return repeatOf(repeated);

  const lead: NewLead = {
    reference: newReference(),
    createdAt: now.toISOString(),
    name: request.name,
    phone: request.phone,
    email: request.email,
    address: request.address ?? "",
    // Looked up inside the transaction below.
    storm: "",
    serviceType: request.serviceType,
    message: request.message ?? "",
    consentText,
    sourcePage: request.sourcePage ?? context.refererPath ?? "",
    attribution: attributionOf(request),
    estimate: context.estimate ?? null,
    urgent: request.serviceType === "emergency",
    spamReason: null,
    idempotencyKey: request.idempotencyKey ?? null,
    fingerprint,
    clientAddress: context.clientAddress,
    inspectionAt: null,
    jobCompletedOn: null,
  };

  // A failed statement ends a Postgres transaction, so each try is a whole transaction.
  // The request is counted in the lead's transaction: one durable commit per quote, where
  // counting on its own cost a second one (about a third of a quote's time on SQLite). A
  // refused request commits its count alone.
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await inTransaction(deps.db, async (trx) => {
        // Two identical posts at once (a double click without JavaScript, which has no
        // idempotency key, possibly on two instances) queue here one after the other: the
        // second then finds the first's lead. See lockFingerprint for how each engine does it.
        await lockFingerprint(trx, fingerprint);
        const earlier = await findRecentLeadByFingerprint(trx, fingerprint, since);
        if (earlier) return earlier;
        // Here rather than before the transaction: a quote that reads nothing first queues
        // at once, and on SQLite shares its commit with the quotes arriving beside it
        // (group-commit.ts), where a read first waited out their commit.
        lead.storm = await leadStormLine(deps.db, request.address ?? "", now, trx);
        const requestCount = await deps.countRequest(context.clientAddress, trx, now);
        if (requestCount > deps.hardLimit) return "refused";
        const overCallerLimit = (await context.overLimit?.(trx)) ?? false;
        lead.spamReason = judgeSpam({
          honeypot: request.website,
          fillMs: request.fillMs,
          overRateLimit: requestCount > deps.softLimit || overCallerLimit,
          minFillMs: deps.minFillMs,
        });
        const status = initialStatus(lead.spamReason);
        const leadId = await insertLead(trx, lead, status);
        const photos = context.photos ?? [];
        const photoIds = await insertPhotos(trx, leadId, photos, lead.createdAt);
        const attachments = photos.map((photo, index) => ({
          photoId: photoIds[index]!,
          fileName: photo.fileName,
        }));
        await queueLeadEmails(trx, leadId, lead, deps, attachments, context.receipt ?? true);
        if (deps.deliveries)
          await queueLeadDeliveries(
            trx,
            leadId,
            { ...lead, photoCount: photos.length },
            deps.deliveries,
          );
        await context.withLead?.(trx, { ...lead, id: leadId, status });
        return "stored";
      });
      if (outcome === "refused") return { ok: false, reason: "rate-limited" };
      if (outcome !== "stored") return repeatOf(outcome);
      return { ok: true, reference: lead.reference, duplicate: false, spamReason: lead.spamReason };
    } catch (error) {
      // The same request stored by another instance in the meantime: the visitor's retry
      // landed elsewhere, and gets that lead's reference.
      if (lead.idempotencyKey && isUniqueViolation(error, "leads", "idempotency_key")) {
        const stored = await findLeadByIdempotencyKey(deps.db, lead.idempotencyKey);
        if (stored) return repeatOf(stored);
      }
      // A reference collision (1 in ~700 million) gets a new reference; anything else is real.
      if (attempt < 3 && isUniqueViolation(error, "leads", "reference"))
        lead.reference = newReference();
      else throw error;
    }
  }
}

/** The answer to a request already stored: the stored lead's reference and outcome. */
const repeatOf = (stored: StoredLead): SubmitResult => ({
  ok: true,
  reference: stored.reference,
  duplicate: true,
  spamReason: stored.spamReason,
});
