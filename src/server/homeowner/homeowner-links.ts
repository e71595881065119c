import { createHmac, timingSafeEqual } from "node:crypto";
import { homeownerPagePaths } from "../../lib/public-routes.ts";
import type { ServerConfig } from "../config/config.ts";
import { resolveAuthSecret } from "../staff/secret.ts";

/*
 * The homeowner's page link (/my/<token>). As the proposal and review links do
 * (proposals/proposal-links.ts), the token is an HMAC, under a key of its own derived from the
 * server's secret, over its purpose and the lead's fixed identity (its id and reference, set
 * once when the quote is stored). The token starts with the lead's reference, which the
 * homeowner already has in every email's subject, so the page finds the lead without a table
 * of tokens: the database keeps nothing of the link, and a copy of it opens nothing.
 * An erased lead's row is gone, so its link opens nothing either; an id reused by SQLite
 * after an erasure comes with another reference, and another signature.
 */

/** What the token is made from: fixed for the life of the lead. */
export interface HomeownerKey {
  id: number;
  /** "Q-7K4P9M" */
  reference: string;
}

/** The key homeowner page links are signed with: its own, so a link is no other signature. */
export const homeownerLinkSecret = (config: Pick<ServerConfig, "dataDir" | "authSecret">) =>
  createHmac("sha256", resolveAuthSecret(config.dataDir, config.authSecret))
    .update("homeowner-links")
    .digest("base64url");

const signature = (secret: string, lead: HomeownerKey) =>
  createHmac("sha256", secret)
    .update(["homeowner", "page", lead.id, lead.reference].join("\u0000"))
    .digest("base64url");

/** "Q-7K4P9M-<43 URL-safe characters>": the reference, then the signature. */
export const homeownerToken = (secret: string, lead: HomeownerKey) =>
  `${lead.reference}-${signature(secret, lead)}`;

/** The page's absolute URL, as the emails carry it. */
export const homeownerPageUrl = (secret: string, siteUrl: string, lead: HomeownerKey) =>
  new URL(homeownerPagePaths.page(homeownerToken(secret, lead)), siteUrl).href;

/**
 * The token's shape: a reference as leads/reference.ts makes them ("Q-" and six capitals or
 * digits) and a 43-character HMAC-SHA256. Anything else (longer, shorter, another alphabet)
 * is refused before the database is asked.
 */
const TOKEN_SHAPE = /^(Q-[0-9A-Z]{6})-([\w-]{43})$/;

/** The reference a token claims, or undefined when it is not of our shape. */
export const referenceOfToken = (token: string): string | undefined =>
  token.length === 52 ? TOKEN_SHAPE.exec(token)?.[1] : undefined;

/** Whether `token` is this lead's own, compared in constant time. */
export function tokenOpens(secret: string, token: string, lead: HomeownerKey): boolean {
  const expected = Buffer.from(homeownerToken(secret, lead));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
