import { createHmac } from "node:crypto";
import { resolveAuthSecret } from "../staff/secret.ts";
import { homeownerLinkSecret } from "../homeowner/homeowner-links.ts";
import type { OperationParts } from "../operation-parts.ts";
import type { BookOutcome } from "./book.ts";
import type { InspectionSettings } from "./inspection-links.ts";
import type { ChangeOutcome } from "./change-inspection.ts";

/** What every inspection change needs from the runtime: the links' key, the office, the deliveries. */
export function inspectionSettingsOf({
  config,
}: Pick<OperationParts, "config">): InspectionSettings {
  return {
    // Its own key, derived from the server's secret: an inspection's link is no session signature.
    secret: createHmac("sha256", resolveAuthSecret(config.dataDir, config.authSecret))
      .update("booking-links")
      .digest("base64url"),
    homeownerSecret: homeownerLinkSecret(config),
    siteUrl: config.siteUrl,
    notifyTo: config.leadNotifyTo,
    deliveries: {
      chatUrl: config.leadChatWebhookUrl,
      webhookUrls: config.leadWebhookUrls,
      siteUrl: config.siteUrl,
    },
  };
}

/** Logs a booking or a change and wakes the drains once it queued its emails and deliveries. */
export function wakeAfterChange(parts: Pick<OperationParts, "wake" | "log">) {
  return <T extends BookOutcome | ChangeOutcome>(outcome: T): T => {
    if ((outcome.kind === "booked" && !outcome.duplicate) || outcome.kind === "changed") {
      parts.wake.mail();
      parts.wake.deliveries();
    }
    if (outcome.kind === "booked" || outcome.kind === "changed")
      parts.log.info(`inspection.${outcome.kind}`, { inspectionId: outcome.inspection.id });
    // A full window or a limit reached is worth seeing in the log when the office asks why.
    if (outcome.kind === "refused")
      parts.log.info("inspection.refused", { reason: outcome.reason });
    return outcome;
  };
}
