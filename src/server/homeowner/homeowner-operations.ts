import type { OperationParts } from "../operation-parts.ts";
import { inspectionSettingsOf } from "../inspections/inspection-settings.ts";
import { proposalLinkSecret } from "../proposals/proposal-links.ts";
import { homeownerLinkSecret } from "./homeowner-links.ts";
import { homeownerPage, leadOfToken, type HomeownerPage } from "./homeowner-page.ts";
import { photoOfLead } from "./homeowner-repo.ts";

/*
 * The homeowner's page (/my/<token>): everything of one lead the homeowner may see, keyed
 * by the token every email to them carries. Nothing here writes.
 */

export interface HomeownerOperations {
  /** The page at a token; "unknown" for a malformed, guessed, another's or erased lead's token */
  page(token: string): Promise<HomeownerPage>;
  /** One of the lead's own photos (or its thumbnail) at its token; undefined otherwise */
  photo(token: string, publicId: string, size: "full" | "thumb"): Promise<Buffer | undefined>;
}

export function homeownerOperations(parts: OperationParts): HomeownerOperations {
  const { db, config } = parts;
  // The keys are made once: without AUTH_SECRET each one reads DATA_DIR/auth-secret.
  const keys = {
    homeownerSecret: homeownerLinkSecret(config),
    proposalSecret: proposalLinkSecret(config),
    inspectionSecret: inspectionSettingsOf(parts).secret,
    siteUrl: config.siteUrl,
  };
  return {
    page: (token) => homeownerPage(db, keys, token, parts.clock()),
    async photo(token, publicId, size) {
      const lead = await leadOfToken(db, keys.homeownerSecret, token);
      return lead && photoOfLead(db, lead.id, publicId, size);
    },
  };
}
