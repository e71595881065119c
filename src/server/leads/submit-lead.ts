import { createHash } from "node:crypto";
import { consentText } from "../../config/site.ts";
import { attributionKeys, type QuoteRequest } from "../../lib/quote-schema.ts";
import { inTransaction, type Database } from "../db/connection.ts";
import {
  findLeadByIdempotencyKey,
  findRecentLeadByFingerprint,
  insertLead,
} from "../db/lead-repo.ts";
import { judgeSpam } from "../spam/judge.ts";
import { queueLeadEmails } from "./lead-emails.ts";
import { newReference } from "./reference.ts";

/** A resend of the same content within this window is the same request. */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export interface SubmitDependencies {
  db: Database;
  notifyTo: string[];
  siteUrl: string;
  /** Counts this request for its client address; returns the count in the window */
  countRequest: (clientAddress: string) => number;
  /** Over this count a request is stored as spam; over `hardLimit` it is refused */
  softLimit: number;
  hardLimit: number;
  /** Faster than this from form shown to sent is a bot */
  minFillMs: number;
}

export interface SubmissionContext {
  clientAddress: string;
  /** Path of the page the form was on, from the Referer header when the form did not say */
  refererPath?: string | undefined;
  now?: Date;
}

export interface SubmitResult {
  reference: string;
  /** True when this request repeated one already stored */
  duplicate: boolean;
  /** Internal only: never shown to the visitor, so a bot cannot tell */
  spamReason: string | null;
}

export class RateLimitedError extends Error {
  override name = "RateLimitedError";
}

/**
 * Matches by name, not instanceof: the server entry and the Astro bundle each load this
 * module, so an error thrown by one is not an instance of the other's class.
 */
export const isRateLimited = (error: unknown) =>
  error instanceof Error && error.name === "RateLimitedError";

/**
 * Stores a validated quote request and its emails (see queueLeadEmails) in one
 * transaction: when this returns, the lead is on disk and its emails will be sent.
 */
export function submitLead(
  deps: SubmitDependencies,
  request: QuoteRequest,
  context: SubmissionContext,
): SubmitResult {
  const now = context.now ?? new Date();
  const fingerprint = fingerprintOf(request);

  const repeated =
    (request.idempotencyKey && findLeadByIdempotencyKey(deps.db, request.idempotencyKey)) ||
    findRecentLeadByFingerprint(
      deps.db,
      fingerprint,
      new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString(),
    );
  if (repeated)
    return { reference: repeated.reference, duplicate: true, spamReason: repeated.spamReason };

  const requestCount = deps.countRequest(context.clientAddress);
  if (requestCount > deps.hardLimit)
    throw new RateLimitedError("Too many requests from this address");
  const spamReason = judgeSpam({
    honeypot: request.website,
    fillMs: request.fillMs,
    overRateLimit: requestCount > deps.softLimit,
    minFillMs: deps.minFillMs,
  });

  const lead = {
    reference: newReference(),
    createdAt: now.toISOString(),
    name: request.name,
    phone: request.phone,
    email: request.email,
    address: request.address ?? "",
    serviceType: request.serviceType,
    message: request.message ?? "",
    consentText,
    sourcePage: request.sourcePage ?? context.refererPath ?? "",
    attribution: attributionOf(request),
    urgent: request.serviceType === "emergency",
    spamReason,
    idempotencyKey: request.idempotencyKey ?? null,
    fingerprint,
    clientAddress: context.clientAddress,
  };

  inTransaction(deps.db, () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const leadId = insertLead(deps.db, lead);
        queueLeadEmails(deps.db, leadId, lead, deps);
        return;
      } catch (error) {
        // A reference collision (1 in ~700 million) gets a new reference; anything else is real.
        if (attempt < 3 && String(error).includes("leads.reference"))
          lead.reference = newReference();
        else throw error;
      }
    }
  });
  return { reference: lead.reference, duplicate: false, spamReason };
}

function attributionOf(request: QuoteRequest): Record<string, string> {
  const entries = attributionKeys
    .map((key) => [key, request[key]] as const)
    .filter(([, value]) => value);
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The request's content, normalised: the same person sending the same thing twice. */
function fingerprintOf(request: QuoteRequest): string {
  const parts = [
    request.email.toLowerCase(),
    request.phone.replace(/\D/g, ""),
    request.name.toLowerCase(),
    request.serviceType,
    request.address ?? "",
    request.message ?? "",
  ];
  return createHash("sha256").update(parts.join("\u0000")).digest("hex");
}
