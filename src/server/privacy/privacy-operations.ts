import type { PrivacyFacts } from "../../lib/privacy-notice.ts";
import type { Actor } from "../inbox/lead-event-repo.ts";
import { recentlyErased, type ErasedLead } from "./erased-lead-repo.ts";
import { clientCopy, contactOf, type ClientCopy } from "./client-copy.ts";
import { eraseLeadOnRequest, type EraseResult } from "./erase-lead.ts";
import { sweepPersonalData, type SweepResult } from "./retention-sweep.ts";
import { isoNow, type OperationParts } from "../operation-parts.ts";
import { inspectionSettingsOf } from "../inspections/inspection-settings.ts";

/** How many erasedLeads the staff page lists */
const ERASED_SHOWN = 20;

/** What the privacy page promises, kept: erasing a lead, a copy on request, and the sweep. */
export function privacyOperations(parts: OperationParts) {
  const { db, log, config } = parts;
  const inspections = inspectionSettingsOf(parts);
  return {
    /** Staff erasing a lead at its client's request, after typing its reference. */
    async eraseLead(reference: string, confirmation: string, actor: Actor): Promise<EraseResult> {
      const request = { reference, confirmation, actor };
      const outcome = await eraseLeadOnRequest(db, request, {
        webhookUrls: config.leadWebhookUrls,
        inspections,
        now: isoNow(parts),
        eraseMailCopies: parts.eraseMailCopies,
      });
      if (outcome === "erased") {
        log.info("lead.erased", { reference, reason: "request" });
        parts.wake.deliveries();
        // A future inspection's cancellation emails went with it.
        parts.wake.mail();
      }
      return outcome;
    },

    /** Everything held about an email or phone as a ZIP; undefined when it is neither. */
    async copyOf(typed: string, actor: Actor): Promise<ClientCopy | undefined> {
      const contact = contactOf(typed);
      if (!contact) return undefined;
      const copy = await clientCopy(db, contact, parts.clock());
      log.info("privacy.copy", { leads: copy.leadCount, by: actor.email });
      return copy;
    },

    /** The latest erasedLeads, newest first: reference, when and who, nothing of the client. */
    erasedLeads(): Promise<ErasedLead[]> {
      return recentlyErased(db, ERASED_SHOWN);
    },

    /** Erases what CLIENT_ADDRESS_DAYS and LEAD_RETENTION_DAYS say is due now. */
    async sweep(): Promise<SweepResult> {
      const result = await sweepPersonalData(
        db,
        {
          clientAddressDays: config.clientAddressDays,
          leadRetentionDays: config.leadRetentionDays,
          webhookUrls: config.leadWebhookUrls,
          inspections,
          eraseMailCopies: parts.eraseMailCopies,
        },
        parts.clock(),
      );
      for (const reference of result.leadsErased)
        log.info("lead.erased", { reference, reason: "retention" });
      if (result.leadsErased.length > 0) {
        parts.wake.deliveries();
        parts.wake.mail();
      }
      return result;
    },

    /** What the public privacy page states of this deployment. */
    facts(): PrivacyFacts {
      return {
        clientAddressDays: config.clientAddressDays,
        leadRetentionDays: config.leadRetentionDays,
        chat: config.leadChatWebhookUrl !== null,
        businessTools: config.leadIntegrationNames,
        unnamedTools: config.leadWebhookUrls.length > 0 && config.leadIntegrationNames.length === 0,
      };
    },
  };
}

export type PrivacyOperations = ReturnType<typeof privacyOperations>;
