import type { OperationParts } from "../operation-parts.ts";
import { reviewLinkSecret } from "./review-links.ts";

/** What asking for reviews needs from the runtime. */
export interface ReviewSettings {
  /** The links' key (review-links.ts) */
  secret: string;
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
    siteUrl: config.siteUrl,
    ...config.reviews,
    notifyTo: config.leadNotifyTo,
  };
}
