import { createHash, createHmac } from "node:crypto";
import { reviewPagePaths } from "../../lib/public-routes.ts";
import { resolveAuthSecret } from "../staff/secret.ts";
import type { ServerConfig } from "../config/config.ts";
import type { ReviewTokenPurpose } from "./review-tables.ts";

/*
 * The review email's links. Each token is an HMAC of a key of its own (derived from the
 * server's secret) over its purpose and the request it belongs to; the database keeps only
 * each token's SHA-256 (review_tokens), so a copy of the database opens nothing, while the
 * server can write the same links again for the reminder or a confirmation page. A token
 * names one purpose of one request: it finds no other lead's row and does nothing else.
 */

export const REVIEW_TOKEN_PURPOSES = [
  "review",
  "feedback",
  "unsubscribe",
  "consent",
  "withdraw",
] as const satisfies readonly ReviewTokenPurpose[];

/** What a request's token is made from: its row, and the lead's reference, once. */
export interface RequestKey {
  id: number;
  reference: string;
  requestedAt: string;
}

/** The key review links are signed with: its own, so a link is no session signature. */
export const reviewLinkSecret = (config: Pick<ServerConfig, "dataDir" | "authSecret">) =>
  createHmac("sha256", resolveAuthSecret(config.dataDir, config.authSecret))
    .update("review-links")
    .digest("base64url");

/** A request's token for one purpose. */
export const reviewToken = (secret: string, request: RequestKey, purpose: ReviewTokenPurpose) =>
  createHmac("sha256", secret)
    .update(
      `review\u0000${purpose}\u0000${request.id}\u0000${request.reference}\u0000${request.requestedAt}`,
    )
    .digest("base64url");

/** What the database keeps of a token. */
export const reviewTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Every purpose's token hash of a request, to store when it is queued. */
export const reviewTokenHashes = (secret: string, request: RequestKey) =>
  REVIEW_TOKEN_PURPOSES.map((purpose) => ({
    purpose,
    hash: reviewTokenHash(reviewToken(secret, request, purpose)),
  }));

export type ReviewLinks = Record<ReviewTokenPurpose, string>;

/** A request's links, as absolute URLs. */
export function reviewLinksOf(secret: string, siteUrl: string, request: RequestKey): ReviewLinks {
  const link = (purpose: ReviewTokenPurpose) =>
    new URL(reviewPagePaths[purpose](reviewToken(secret, request, purpose)), siteUrl).href;
  return {
    review: link("review"),
    feedback: link("feedback"),
    unsubscribe: link("unsubscribe"),
    consent: link("consent"),
    withdraw: link("withdraw"),
  };
}

/** The business's Google review form (Google's documented "writereview" link). */
export const googleReviewUrl = (placeId: string) =>
  `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
