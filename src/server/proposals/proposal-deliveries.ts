import { leadUrl } from "../../lib/admin-routes.ts";
import { townOf } from "../../lib/address-town.ts";
import { dayInWords } from "../../lib/calendar-day.ts";
import { formatDollars } from "../../lib/format-dollars.ts";
import { enqueueDelivery } from "../deliveries/delivery-repo.ts";
import type { DeliverySettings } from "../deliveries/delivery-settings.ts";
import { webhookIdFor } from "../deliveries/lead-payloads.ts";
import { plainChatText } from "../deliveries/plain-chat-text.ts";
import type { Db } from "../tables.ts";

/*
 * A proposal's chat alerts and Standard Webhooks events ({type, timestamp, data}), beside
 * `lead.created` and `inspection.*`. An event names the proposal, its lead and what the
 * office needs to act (the contact details a CRM already has from `lead.created`, the
 * figures, a "no"'s reason), and never the homeowner's link: its token opens the proposal,
 * and whoever reads a CRM's log must not be able to sign or decline in their name.
 */

/** The proposal and lead every event names. */
export interface ProposalEventSubject {
  /** The lead's reference, "Q-7K4P9M" */
  reference: string;
  /** The proposal's number, "Q-7K4P9M-1" */
  number: string;
  version: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The last local day it can be signed, "2026-12-31" */
  expiresOn: string;
}

/** A deposit paid on a signed proposal, as Stripe's webhook reported it. */
export interface DepositPaid {
  /** Whole dollars, as the proposal asked */
  amount: number;
  /** ISO 4217, lower case as Stripe writes it: "usd" */
  currency: string;
  paidAt: string;
  /**
   * Stripe's PaymentIntent id ("pi_…"), for matching the payout in the office's books; never
   * a Checkout Session's id or URL, which reopen the payment page.
   */
  paymentIntentId: string | null;
}

/** What each event adds to the subject. */
export type ProposalEventDetail =
  | {
      type: "proposal.sent";
      /** Each option with its price for this roof, in the order shown */
      options: { id: string; label: string; price: number }[];
    }
  | { type: "proposal.viewed"; firstViewedAt: string }
  | {
      type: "proposal.accepted";
      optionId: string;
      optionLabel: string;
      addOns: { id: string; name: string; price: number }[];
      total: number;
      deposit: number;
      signedBy: string;
      signedAt: string;
      /** SHA-256 (hex) of the signed PDF, as stored */
      documentSha256: string;
    }
  | { type: "proposal.declined"; reason: string | null; declinedAt: string }
  | {
      /** The homeowner cancelled the signed version within a notice's window */
      type: "proposal.cancelled";
      cancelledAt: string;
      cancelledBy: "homeowner";
      /** The notices whose window was open: their ids and citations */
      notices: { id: string; citation: string }[];
      /** The deposit paid, in whole dollars, which the office refunds; 0 when none was paid */
      depositPaid: number;
    }
  /** Chat only: the issue's webhook events do not include it */
  | { type: "proposal.expiring"; expiresAt: string }
  | ({ type: "deposit.paid" } & DepositPaid)
  /**
   * Chat only: a deposit paid for a contract the homeowner had cancelled, which the office
   * must refund (its deposit.paid still goes to the webhook endpoints)
   */
  | {
      type: "deposit.refund-due";
      amount: number;
      paidAt: string;
      refund: { within: string; citation: string } | null;
    };

export type ProposalEventType = ProposalEventDetail["type"];

const subjectData = (subject: ProposalEventSubject, siteUrl: string) => ({
  reference: subject.reference,
  number: subject.number,
  version: subject.version,
  name: subject.name,
  phone: subject.phone,
  email: subject.email,
  address: subject.address,
  expiresOn: subject.expiresOn,
  inboxUrl: leadUrl(siteUrl, subject.reference),
});

/**
 * A proposal event as a webhook receives it.
 *
 * @example proposalEvent(subject, { type: "proposal.declined", reason: "Too dear", declinedAt }, site, now)
 */
export function proposalEvent(
  subject: ProposalEventSubject,
  detail: ProposalEventDetail,
  siteUrl: string,
  timestamp: string,
) {
  const { type, ...rest } = detail;
  return { type, timestamp, data: { ...subjectData(subject, siteUrl), ...rest } };
}

/**
 * The `deposit.paid` event, for the Stripe webhook's handler once the payment is recorded:
 * it queues it with queueProposalDeliveries(db, { type: "deposit.paid", ...paid }, …) in the
 * same transaction, which builds this body for each endpoint.
 *
 * @example depositPaidEvent(subject, { amount: 2142, currency: "usd", paidAt, paymentIntentId: "pi_3P…" }, site)
 */
export const depositPaidEvent = (
  subject: ProposalEventSubject,
  paid: DepositPaid,
  siteUrl: string,
) => proposalEvent(subject, { type: "deposit.paid", ...paid }, siteUrl, paid.paidAt);

/** "Proposal signed: Q-7K4P9M-1 in Louisville, $21,420" and the lead's link; no customer details. */
export function proposalChatText(
  detail: ProposalEventDetail,
  subject: ProposalEventSubject,
  siteUrl: string,
): string {
  const town = townOf(subject.address);
  const what = `${subject.number}${subject.version > 1 ? ` v${subject.version}` : ""}${town ? ` in ${plainChatText(town)}` : ""}`;
  const line = (() => {
    switch (detail.type) {
      case "proposal.sent":
        return `Proposal sent: ${what}`;
      case "proposal.viewed":
        return `Proposal opened by the homeowner: ${what}`;
      case "proposal.accepted":
        return `Proposal signed: ${what}, ${formatDollars(detail.total)}`;
      case "proposal.declined":
        // The reason stays in the email and on the lead's page: a chat room is read widely.
        return `Proposal declined: ${what}`;
      case "proposal.cancelled":
        return `Signed proposal cancelled by the homeowner: ${what}${detail.depositPaid > 0 ? `, refund the deposit of ${formatDollars(detail.depositPaid)}` : ""}`;
      case "proposal.expiring":
        return `Proposal unanswered, its last day is ${dayInWords(subject.expiresOn)}: ${what}`;
      case "deposit.paid":
        return `Deposit paid: ${what}, ${formatDollars(detail.amount)}`;
      case "deposit.refund-due":
        return `Deposit paid on a CANCELLED contract: ${what}, refund ${formatDollars(detail.amount)}${detail.refund ? ` ${detail.refund.within} (${detail.refund.citation})` : " promptly"}`;
    }
  })();
  return `${line}\n${leadUrl(siteUrl, subject.reference)}`;
}

/** Where an event goes: the chat room, the webhook endpoints, or both. */
export interface Channels {
  chat: boolean;
  webhook: boolean;
}

/**
 * Queues a proposal event's chat alert and one signed event per webhook endpoint, each as
 * `channels` asks, in the caller's transaction. The webhook id names the event, the
 * version and the endpoint: a retry keeps it, and the same event queued twice collides on
 * it. Returns whether anything was queued, to wake the delivery drain.
 */
export async function queueProposalDeliveries(
  db: Db,
  detail: ProposalEventDetail,
  subject: ProposalEventSubject,
  {
    leadId,
    settings,
    channels,
    now,
  }: { leadId: number; settings: DeliverySettings; channels: Channels; now: string },
): Promise<boolean> {
  const key = `${subject.number}#${subject.version}`;
  const chatUrl = channels.chat ? settings.chatUrl : null;
  const endpoints = channels.webhook ? [...new Set(settings.webhookUrls)] : [];
  if (chatUrl)
    await enqueueDelivery(
      db,
      {
        leadId,
        channel: "chat",
        eventType: detail.type,
        endpoint: chatUrl,
        // Its own id space: the chat room's URL may also be listed as a webhook endpoint.
        webhookId: webhookIdFor(`chat:${detail.type}`, key, chatUrl),
        body: JSON.stringify({ text: proposalChatText(detail, subject, settings.siteUrl) }),
      },
      now,
    );
  const body = JSON.stringify(proposalEvent(subject, detail, settings.siteUrl, now));
  for (const endpoint of endpoints)
    await enqueueDelivery(
      db,
      {
        leadId,
        channel: "webhook",
        eventType: detail.type,
        endpoint,
        webhookId: webhookIdFor(detail.type, key, endpoint),
        body,
      },
      now,
    );
  return chatUrl !== null || endpoints.length > 0;
}
