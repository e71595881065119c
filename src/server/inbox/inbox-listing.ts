import type { LeadEvent } from "../../lib/lead-event.ts";
import {
  countByStatus,
  countMatchingLeads,
  findMatchingLeads,
  type ListedLead,
  type LeadFilter,
} from "./lead-admin-repo.ts";
import { findLeadEvents } from "./lead-event-repo.ts";
import { findLeadByReference, type StoredLead } from "../leads/lead-repo.ts";
import { messagesForLead, type OutboxMessage } from "../mail/outbox-repo.ts";
import { listPhotos, type PhotoSummary } from "../photos/photo-repo.ts";
import type { Db } from "../tables.ts";

/** Leads on one page of the inbox. */
export const INBOX_PAGE_SIZE = 25;

export interface InboxPage {
  leads: ListedLead[];
  /** Leads matching the filter, on every page */
  total: number;
  /** 1-based, clamped to the pages there are */
  page: number;
  pageCount: number;
  /** Every lead's status, filter or not, e.g. { new: 3, contacted: 1 } */
  countsByStatus: Partial<Record<string, number>>;
}

/**
 * One page of the inbox, newest first. A page past the end shows the last page, and a
 * page before the first shows the first.
 */
export async function listInbox(
  db: Db,
  filter: LeadFilter,
  page: number,
  pageSize = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const [total, countsByStatus] = await Promise.all([
    countMatchingLeads(db, filter),
    countByStatus(db),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const leads = await findMatchingLeads(db, filter, {
    limit: pageSize,
    offset: (current - 1) * pageSize,
  });
  return { leads, total, page: current, pageCount, countsByStatus };
}

export interface LeadRecord {
  lead: StoredLead;
  /** Its emails, oldest first */
  messages: OutboxMessage[];
  /** What staff did with it, oldest first */
  history: LeadEvent[];
  /** The pictures that came with it or were added later, oldest first */
  photos: PhotoSummary[];
}

/** Everything the lead's page shows, or undefined when there is no such reference. */
export async function leadRecord(db: Db, reference: string): Promise<LeadRecord | undefined> {
  const lead = await findLeadByReference(db, reference);
  if (!lead) return undefined;
  const [messages, history, photos] = await Promise.all([
    messagesForLead(db, lead.id),
    findLeadEvents(db, lead.id),
    listPhotos(db, lead.id),
  ]);
  return { lead, messages, history, photos };
}
