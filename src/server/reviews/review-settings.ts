import type { OperationParts } from "../operation-parts.ts";
import { reviewLinkSecret } from "./review-links.ts";
import { homeownerLinkSecret } from "../homeowner/homeowner-links.ts";

/** What asking for reviews needs from the runtime. */
export interface ReviewSettings {
  /** The links' key (review-links.ts) */
  secret: string;
  /** The homeowner page links' key: the request carries the page's link */
  homeownerSecret?: string | undefined;
  siteUrl: string;
  /** The business's Google Place ID; null: nothing is asked */
  googlePlaceId: string | null;
  requestDays: number;
  reminderDays: number;
  /** Who hears of private feedback */
  notifyTo: string[];
}

export function reviewSettingsOf({ config }: Pick<OperationParts, "config">): ReviewSettings {
  return {
    secret: reviewLinkSecret(config),
    homeownerSecret: homeownerLinkSecret(config),
    siteUrl: config.siteUrl,
    ...config.reviews,
    notifyTo: config.leadNotifyTo,
  };
}
