import { createHash, createHmac } from "node:crypto";
import type { ServerConfig } from "../config/config.ts";
import { resolveAuthSecret } from "../staff/secret.ts";
import type { ProposalTokenPurpose } from "./proposal-tables.ts";

/*
 * The proposal's links. As the review links do (reviews/review-links.ts), each token is an
 * HMAC, under a key of its own derived from the server's secret, over its purpose and the
 * version it opens; the database keeps only its SHA-256 (proposal_tokens). A copy of the
 * database opens nothing, a token opens one version for one purpose, and the server can
 * write the same link again (for a replaced version's page, a reminder, the homeowner's page).
 */

/** What a version's token is made from: fixed when the version is made. */
export interface VersionKey {
  id: number;
  /** "Q-7K4P9M-1" */
  number: string;
  version: number;
  createdAt: string;
}

/** The key proposal links are signed with. */
export const proposalLinkSecret = (config: Pick<ServerConfig, "dataDir" | "authSecret">) =>
  createHmac("sha256", resolveAuthSecret(config.dataDir, config.authSecret))
    .update("proposal-links")
    .digest("base64url");

/** A version's token for one purpose (and, for a co-signer's link, one signer). */
export const proposalToken = (
  secret: string,
  version: VersionKey,
  purpose: ProposalTokenPurpose,
  signerId: number | null = null,
) =>
  createHmac("sha256", secret)
    .update(
      [
        "proposal",
        purpose,
        version.id,
        version.number,
        version.version,
        version.createdAt,
        signerId ?? "",
      ].join("\u0000"),
    )
    .digest("base64url");

/** What the database keeps of a token. */
export const proposalTokenHash = (token: string) =>
  createHash("sha256").update(token).digest("hex");

/** "d…@example.com": how the trail names the mailbox a link was sent to, without spelling it out. */
export const maskedEmail = (email: string) => {
  const at = email.lastIndexOf("@");
  return at <= 0 ? "…" : `${email[0]}…${email.slice(at)}`;
};
