import { site } from "../../config/site.ts";
import type { LeadStatus } from "../../lib/lead-model.ts";
import { statusOfCompletion } from "../../lib/lead-statuses.ts";
import { waitShown, type WaitShown } from "../../lib/waited.ts";
import type { Actor } from "./lead-event-repo.ts";
import { deliveriesForLead, resendDelivery, type Delivery } from "../deliveries/delivery-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { photoBytes } from "../photos/photo-repo.ts";
import { responseTimeOf, type ResponseTime } from "./response-time-repo.ts";
import { endpointLabel } from "../deliveries/integrations.ts";
import { leadRecord, listInbox, type InboxPage, type LeadRecord } from "./inbox-listing.ts";
import { inboxFilterFrom, isFiltered, type LeadFilter } from "./lead-filter.ts";
import {
  addLeadNote,
  changeLeadStatus,
  completionDays,
  retryLeadEmail,
  type NoteResult,
  type RetryResult,
  type StatusChange,
} from "./lead-updates.ts";
import { exportLeadsCsv, type CsvDownload } from "./leads-csv.ts";
import { markCalled } from "./mark-called.ts";
import { townOf } from "../../lib/address-town.ts";
import { leadReports, REPORT_WEEKS } from "../reports/lead-reports.ts";
import { isoNow, type OperationParts } from "../operation-parts.ts";

/** An inbox row as the list and the phone cards show it. */
export type InboxRow = InboxPage["leads"][number] & {
  /** How long it has waited, red past the escalation time */
  waited: WaitShown | null;
  /** The town read from the address, for the phone cards */
  town: string | undefined;
};

export interface InboxListing extends Omit<InboxPage, "leads"> {
  leads: InboxRow[];
  /** The filter read from the query string (unknown values dropped) */
  filter: LeadFilter;
  /** Whether the filter narrows the list at all */
  filtered: boolean;
  /** The time the page was read at (ISO), for "waited" labels */
  now: string;
}

export interface LeadPage extends LeadRecord {
  deliveries: Array<Delivery & { label: string }>;
  response: ResponseTime | undefined;
  now: string;
  /** The days "Job completed on" may take (YYYY-MM-DD, Louisville) */
  completionDays: { earliest: string; today: string };
}

/** "busy": being sent right now, or not that lead's delivery. */
export type ResendResult = "queued" | "busy" | "missing";

/** What staff read in the inbox and do with a lead. Each change records who and when. */
export function inboxOperations(parts: OperationParts) {
  const { db, log } = parts;
  return {
    /** A page of the inbox for a query string (the filter form's names). */
    async list(params: URLSearchParams): Promise<InboxListing> {
      const { page, ...filter } = inboxFilterFrom(params);
      const listing = await listInbox(db, filter, page);
      const now = isoNow(parts);
      const escalateMinutes = parts.config.urgentEscalateMs / 60_000;
      const leads = listing.leads.map((lead) => ({
        ...lead,
        waited: waitShown(lead, now, escalateMinutes),
        town: townOf(lead.address),
      }));
      return { ...listing, leads, filter, filtered: isFiltered(filter), now };
    },

    /** The lead's page, or undefined when there is no such reference. */
    async lead(reference: string): Promise<LeadPage | undefined> {
      const record = await leadRecord(db, reference);
      if (!record) return undefined;
      const now = isoNow(parts);
      const [deliveries, response] = await Promise.all([
        deliveriesForLead(db, record.lead.id),
        responseTimeOf(db, record.lead.id),
      ]);
      return {
        ...record,
        deliveries: deliveries.map((delivery) => ({
          ...delivery,
          label: endpointLabel(delivery.endpoint),
        })),
        response,
        now,
        completionDays: completionDays(record.lead, now),
      };
    },

    /** The leads a query string's filter matches, as a CSV download. */
    csv(params: URLSearchParams): Promise<CsvDownload> {
      return exportLeadsCsv(db, inboxFilterFrom(params), parts.clock());
    },

    /** A stored photo's bytes (or its thumbnail's), undefined when there is none. */
    photo(id: string, size: "full" | "thumb") {
      return photoBytes(db, id, size);
    },

    /** The reports page's figures, over the last REPORT_WEEKS weeks of office time. */
    async reports(areaNames: Readonly<Record<string, string>>) {
      const reports = await leadReports(db, {
        now: parts.clock(),
        timeZone: site.timeZone,
        siteHost: new URL(parts.config.siteUrl).hostname,
        areaNames,
      });
      return { ...reports, weeks: REPORT_WEEKS };
    },

    /** `completion.completedOn`: the day the job was finished, for "Job completed". */
    async setStatus(
      reference: string,
      status: LeadStatus,
      actor: Actor,
      completion: { completedOn?: string | undefined } = {},
    ): Promise<StatusChange> {
      const outcome = await changeLeadStatus(
        db,
        reference,
        status,
        actor,
        isoNow(parts),
        completion,
      );
      if (outcome === "changed" || outcome === "unchanged")
        log.info("lead.status", { reference, status, changed: outcome === "changed" });
      // A finished job may be asked for a review at once (REVIEW_REQUEST_DAYS=0).
      if (outcome === "changed" && status === statusOfCompletion) parts.wake.reviews();
      return outcome;
    },

    addNote(reference: string, note: string, actor: Actor): Promise<NoteResult> {
      return addLeadNote(db, reference, note, actor, isoNow(parts));
    },

    /** The one-tap "called"; false when there is no such lead. */
    async markCalled(reference: string, actor: Actor): Promise<boolean> {
      const called = await markCalled(db, reference, actor, isoNow(parts));
      if (called) log.info("lead.called", { reference });
      return called;
    },

    /** Requeues a failed email of the lead and wakes the mail drain. */
    async retryEmail(reference: string, messageId: number, actor: Actor): Promise<RetryResult> {
      const outcome = await retryLeadEmail(db, reference, messageId, actor, isoNow(parts));
      if (outcome === "queued") parts.wake.mail();
      return outcome;
    },

    /** Sends one of the lead's chat alerts or webhook events again. */
    async resendDelivery(reference: string, deliveryId: number): Promise<ResendResult> {
      const lead = await findLeadByReference(db, reference);
      if (!lead) return "missing";
      if (!(await resendDelivery(db, lead.id, deliveryId, isoNow(parts)))) return "busy";
      parts.wake.deliveries();
      return "queued";
    },
  };
}

export type InboxOperations = ReturnType<typeof inboxOperations>;
