import { proposalPagePaths } from "../../lib/public-routes.ts";
import { proposalStatusesWhere } from "../../lib/proposals/proposal-statuses.ts";
import { optionTotal, type Totals } from "../../lib/proposals/totals.ts";
import type { ServerConfig } from "../config/config.ts";
import { inTransaction } from "../db/database.ts";
import type { DeliverySettings } from "../deliveries/delivery-settings.ts";
import {
  composeOfficeProposalMail,
  composeDepositRefundForHomeowner,
  composeProposalCancelledForHomeowner,
  composeProposalSent,
  composeProposalSignedForHomeowner,
  type CancelledFacts,
  type OfficeProposalEvent,
  type ProposalMailFacts,
  type RefundDueFacts,
  type SignedFacts,
} from "../mail/compose-proposal.ts";
import { enqueueMessages, type NewMessage } from "../mail/outbox-enqueue-repo.ts";
import type { Db } from "../tables.ts";
import { withHomeownerPage } from "../homeowner/homeowner-mail-link.ts";
import { homeownerLinkSecret } from "../homeowner/homeowner-links.ts";
import {
  contactOfLead,
  markReminded,
  signedDocumentRow,
  versionsToRemind,
} from "./proposal-alert-repo.ts";
import {
  queueProposalDeliveries,
  type Channels,
  type DepositPaid,
  type ProposalEventDetail,
} from "./proposal-deliveries.ts";
import { versionById, type StoredVersion } from "./proposal-repo.ts";

/*
 * What each moment of a proposal tells whom, queued in the transaction that records the
 * moment, so a moment on disk always has its emails and events, and a moment rolled back
 * (a lost race) has none:
 * - sent: the homeowner's email with the link; webhook `proposal.sent`;
 * - first view: the office's email and chat; webhook `proposal.viewed`;
 * - signed: the homeowner's and the office's emails, each with the signed PDF; chat;
 *   webhook `proposal.accepted`;
 * - declined: the office's email (with the reason) and chat; webhook `proposal.declined`;
 * - cancelled by the homeowner within a notice's window: the homeowner's confirmation, the
 *   office's email (with the deposit to refund) and chat; webhook `proposal.cancelled`;
 * - three days before the last moment, still unanswered: the office's email and chat, once
 *   per version whatever the number of instances sweeping.
 */

/** What the alerts need from the runtime. */
export interface ProposalAlertSettings {
  /** The site's origin: the homeowner's link and the office's lead links start with it */
  siteUrl: string;
  /** The homeowner page links' key: the homeowner's emails carry the page's link */
  homeownerSecret?: string | undefined;
  /** The office's addresses (LEAD_NOTIFY_TO) */
  notifyTo: string[];
  deliveries: DeliverySettings;
}

export const proposalAlertSettingsOf = (
  config: Pick<
    ServerConfig,
    "siteUrl" | "leadNotifyTo" | "leadChatWebhookUrl" | "leadWebhookUrls"
  > &
    // Without the data directory (a test's own settings) the emails carry no page link.
    Partial<Pick<ServerConfig, "dataDir" | "authSecret">>,
): ProposalAlertSettings => ({
  siteUrl: config.siteUrl,
  homeownerSecret:
    config.dataDir === undefined
      ? undefined
      : homeownerLinkSecret({ dataDir: config.dataDir, authSecret: config.authSecret }),
  notifyTo: config.leadNotifyTo,
  deliveries: {
    chatUrl: config.leadChatWebhookUrl,
    webhookUrls: config.leadWebhookUrls,
    siteUrl: config.siteUrl,
  },
});

/** How long before a version's last moment the office hears it is still unanswered. */
export const REMINDER_LEAD_MS = 3 * 24 * 60 * 60 * 1000;

const SIGNABLE = proposalStatusesWhere((status) => status.signable === true);

/** The version and its lead, as the emails and events name them. */
export async function factsOf(db: Db, version: StoredVersion): Promise<ProposalMailFacts> {
  const contact = await contactOfLead(db, version.leadId);
  // The version's lead_id references the lead, in the same transaction.
  if (contact === undefined) throw new Error(`Lead ${version.leadId} of a proposal is missing`);
  return {
    ...contact,
    number: version.number,
    version: version.version,
    expiresOn: version.content.expiresOn,
  };
}

async function queue(
  db: Db,
  version: StoredVersion,
  facts: ProposalMailFacts,
  messages: NewMessage[],
  detail: ProposalEventDetail,
  channels: Channels,
  settings: ProposalAlertSettings,
  now: string,
): Promise<void> {
  const domain = new URL(settings.siteUrl).hostname;
  if (messages.length > 0) await enqueueMessages(db, version.leadId, messages, now, domain);
  await queueProposalDeliveries(db, detail, facts, {
    leadId: version.leadId,
    settings: settings.deliveries,
    channels,
    now,
  });
}

const officeMail = (
  event: OfficeProposalEvent,
  facts: ProposalMailFacts,
  settings: ProposalAlertSettings,
) => composeOfficeProposalMail(event, facts, settings.notifyTo, settings.siteUrl);

/** A homeowner's email, with their page's link, when the lead has an address to send it to. */
const toHomeowner = (
  facts: ProposalMailFacts,
  message: NewMessage,
  settings: ProposalAlertSettings,
  leadId: number,
): NewMessage[] =>
  facts.email.trim() === ""
    ? []
    : [withHomeownerPage(message, settings, { id: leadId, reference: facts.reference })];

/** A version just sent: the homeowner's email with its link (`token`), and `proposal.sent`. */
export async function announceSent(
  db: Db,
  version: StoredVersion,
  token: string,
  settings: ProposalAlertSettings,
  now: string,
): Promise<void> {
  const facts = await factsOf(db, version);
  const link = new URL(proposalPagePaths.page(token), settings.siteUrl).href;
  const { options } = version.content;
  await queue(
    db,
    version,
    facts,
    toHomeowner(
      facts,
      composeProposalSent(facts, { link, optionCount: options.length }),
      settings,
      version.leadId,
    ),
    {
      type: "proposal.sent",
      options: options.map((option) => ({
        id: option.id,
        label: option.label,
        price: optionTotal(version.content, option.id) ?? 0,
      })),
    },
    { chat: false, webhook: true },
    settings,
    now,
  );
}

/** A version's first view by the homeowner: the office's email and chat, `proposal.viewed`. */
export async function announceFirstView(
  db: Db,
  version: StoredVersion,
  settings: ProposalAlertSettings,
  now: string,
): Promise<void> {
  const facts = await factsOf(db, version);
  await queue(
    db,
    version,
    facts,
    [officeMail({ kind: "viewed", at: now }, facts, settings)],
    { type: "proposal.viewed", firstViewedAt: now },
    { chat: true, webhook: true },
    settings,
    now,
  );
}

/** What signing settled, for the emails and the event. */
export interface Signing {
  totals: Totals;
  signedBy: string;
}

/**
 * A version just signed, its PDF stored in the same transaction: the homeowner's copy and
 * the office's email, each attaching that PDF; chat; `proposal.accepted`.
 */
export async function announceSigned(
  db: Db,
  version: StoredVersion,
  { totals, signedBy }: Signing,
  settings: ProposalAlertSettings,
  now: string,
): Promise<void> {
  const facts = await factsOf(db, version);
  const document = await signedDocumentRow(db, version.id);
  if (document === undefined) throw new Error(`Signed version ${version.id} has no PDF`);
  const signed: SignedFacts = {
    optionLabel: totals.option.label,
    addOnNames: totals.addOns.map((addOn) => addOn.name),
    total: totals.total,
    deposit: totals.deposit,
    signedBy,
    pdf: { documentId: document.id, fileName: document.fileName },
  };
  await queue(
    db,
    version,
    facts,
    [
      ...toHomeowner(
        facts,
        composeProposalSignedForHomeowner(facts, signed),
        settings,
        version.leadId,
      ),
      officeMail({ kind: "signed", signed }, facts, settings),
    ],
    {
      type: "proposal.accepted",
      optionId: totals.option.id,
      optionLabel: totals.option.label,
      addOns: totals.addOns.map(({ id, name, price }) => ({ id, name, price })),
      total: totals.total,
      deposit: totals.deposit,
      signedBy,
      signedAt: now,
      documentSha256: document.sha256,
    },
    { chat: true, webhook: true },
    settings,
    now,
  );
}

/** A "no": the office's email with the reason, chat, `proposal.declined` with the reason. */
export async function announceDeclined(
  db: Db,
  version: StoredVersion,
  reason: string | null,
  settings: ProposalAlertSettings,
  now: string,
): Promise<void> {
  const facts = await factsOf(db, version);
  await queue(
    db,
    version,
    facts,
    [officeMail({ kind: "declined", reason }, facts, settings)],
    { type: "proposal.declined", reason, declinedAt: now },
    { chat: true, webhook: true },
    settings,
    now,
  );
}

/**
 * A signed version the homeowner cancelled within a window: their confirmation, the office's
 * email and chat, and `proposal.cancelled` with the notices it was cancelled under.
 */
export async function announceCancelled(
  db: Db,
  version: StoredVersion,
  cancelled: CancelledFacts & { notices: { id: string; citation: string }[] },
  settings: ProposalAlertSettings,
): Promise<void> {
  const facts = await factsOf(db, version);
  await queue(
    db,
    version,
    facts,
    [
      ...toHomeowner(
        facts,
        composeProposalCancelledForHomeowner(facts, cancelled),
        settings,
        version.leadId,
      ),
      officeMail({ kind: "cancelled", cancelled }, facts, settings),
    ],
    {
      type: "proposal.cancelled",
      cancelledAt: cancelled.cancelledAt,
      cancelledBy: "homeowner",
      notices: cancelled.notices,
      depositPaid: cancelled.depositPaid ?? 0,
    },
    { chat: true, webhook: true },
    settings,
    cancelled.cancelledAt,
  );
}

/**
 * A deposit paid: the chat alert and `deposit.paid` (proposal-deliveries.ts depositPaidEvent),
 * for the Stripe webhook's handler to call in the transaction that records the payment, once.
 */
export async function announceDepositPaid(
  db: Db,
  version: StoredVersion,
  paid: DepositPaid,
  settings: ProposalAlertSettings,
): Promise<void> {
  const facts = await factsOf(db, version);
  await queue(
    db,
    version,
    facts,
    [],
    { type: "deposit.paid", ...paid },
    { chat: true, webhook: true },
    settings,
    paid.paidAt,
  );
}

/**
 * A deposit paid for a contract the homeowner had already cancelled (a payment page left
 * open, a bank debit settling late): the homeowner's word that it comes back, the office's
 * email and chat that it must be refunded, and `deposit.paid` to the webhook endpoints as
 * for any payment. Queued with the payment, once.
 */
export async function announceDepositPaidAfterCancelling(
  db: Db,
  version: StoredVersion,
  paid: DepositPaid,
  refund: RefundDueFacts["refund"],
  settings: ProposalAlertSettings,
): Promise<void> {
  const facts = await factsOf(db, version);
  const due: RefundDueFacts = { amount: paid.amount, paidAt: paid.paidAt, refund };
  await queue(
    db,
    version,
    facts,
    [
      ...toHomeowner(facts, composeDepositRefundForHomeowner(facts, due), settings, version.leadId),
      officeMail({ kind: "refund-due", due }, facts, settings),
    ],
    { type: "deposit.paid", ...paid },
    { chat: false, webhook: true },
    settings,
    paid.paidAt,
  );
  await queueProposalDeliveries(db, { type: "deposit.refund-due", ...due }, facts, {
    leadId: version.leadId,
    settings: settings.deliveries,
    channels: { chat: true, webhook: false },
    now: paid.paidAt,
  });
}

/**
 * Tells the office once about each sent or viewed version whose last moment is within
 * REMINDER_LEAD_MS and still unanswered: an email and a chat alert. Safe on every instance
 * at once: each version is claimed by a conditional update of its `reminded_at` in the
 * transaction that queues its alert, so one instance queues it and the others find it
 * taken. A version sent when its last moment was already that close is not reminded: the
 * office knew when it sent it. Returns how many this call queued.
 */
export async function remindExpiringProposals(
  db: Db,
  now: Date,
  settings: ProposalAlertSettings,
): Promise<number> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + REMINDER_LEAD_MS).toISOString();
  let reminded = 0;
  for (const id of await versionsToRemind(db, SIGNABLE, at, until)) {
    const queued = await inTransaction(db, async (trx) => {
      const version = await versionById(trx, id);
      if (version === undefined) return false;
      const remindAt = Date.parse(version.expiresAt) - REMINDER_LEAD_MS;
      if (version.sentAt === null || Date.parse(version.sentAt) >= remindAt) {
        // Marked so the sweep stops looking at it; nothing is sent.
        await markReminded(trx, id, SIGNABLE, at);
        return false;
      }
      // Recorded by reminded_at alone: the audit trail (and the signed PDF's certificate)
      // is what happened to the document, not the office's own alerts.
      if (!(await markReminded(trx, id, SIGNABLE, at))) return false;
      const facts = await factsOf(trx, version);
      await queue(
        trx,
        version,
        facts,
        [officeMail({ kind: "expiring", expiresAt: version.expiresAt }, facts, settings)],
        { type: "proposal.expiring", expiresAt: version.expiresAt },
        { chat: true, webhook: false },
        settings,
        at,
      );
      return true;
    });
    if (queued) reminded++;
  }
  return reminded;
}
