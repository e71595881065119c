import type { ShownDocument } from "../../lib/proposals/document-text.ts";
import type { ProposalChoice } from "../../lib/proposals/proposal-model.ts";
import type { ProposalWording } from "../../lib/proposals/proposal-wording.ts";
import { proposalPagePaths, PROPOSAL_TOKEN_PATTERN } from "../../lib/public-routes.ts";
import type { OperationParts } from "../operation-parts.ts";
import {
  declineProposal,
  expireProposals,
  openProposal,
  recordFirstView,
  type DeclineOutcome,
  type Visitor,
} from "./open-proposal.ts";
import { depositOperations, type DepositOperations } from "./deposit-operations.ts";
import { cosignOperations, type CosignOperations } from "./cosign-operations.ts";
import { depositPaymentOf } from "./deposit-repo.ts";
import { accessCodeOperations, type AccessCodeOperations } from "./access-code-operations.ts";
import { listPhotos, photoBytes } from "../photos/photo-repo.ts";
import { documentAsShown, sha256Hex } from "./document-as-shown.ts";
import { renderShownPdf } from "./proposal-copy-pdf.ts";
import { maskedEmail } from "./proposal-links.ts";
import { proposalAlertSettingsOf, remindExpiringProposals } from "./proposal-alerts.ts";
import { leadOfProposal, type StoredVersion } from "./proposal-repo.ts";
import { signedDocumentOf, signaturesOf, type SignedFile } from "./signature-repo.ts";
import { signProposal, type SignOutcome } from "./sign-proposal.ts";
import {
  cancelProposal,
  cancellationView,
  type CancelOutcome,
  type CancellationView,
} from "./cancel-proposal.ts";
import { cancellationOf } from "./proposal-repo.ts";

/*
 * The proposal as the homeowner meets it through its link: what the page shows, their
 * signature or their "no", and the signed PDF. Every call is keyed by the link's token,
 * so a token opens its own version and nothing of any other lead.
 */

/** A request's client, as the audit trail records it. */
export interface ProposalClient {
  ipAddress: string | null;
  userAgent: string | null;
  /** The browser navigated to the page (Sec-Fetch-Mode: navigate): a person, not a mail scanner */
  navigated: boolean;
}

/** What the proposal page shows at its link. */
export type ProposalPage =
  | { state: "unknown" }
  | { state: "replaced"; number: string }
  | {
      state: "expired" | "declined";
      number: string;
      version: number;
      expiresOn: string;
    }
  | {
      state: "cancelled";
      number: string;
      version: number;
      expiresOn: string;
      /** When and by whom; null for a version cancelled before these were kept */
      cancelledAt: string | null;
      cancelledBy: "staff" | "homeowner" | null;
      /** Whole dollars of a deposit paid (before or after cancelling), which is refunded; else null */
      depositPaid: number | null;
    }
  | {
      state: "accepted";
      number: string;
      version: number;
      signedBy: string;
      signedAt: string;
      total: number;
      deposit: number;
      pdfPath: string;
    }
  | {
      state: "open";
      document: ShownDocument;
      /** The words it was sent with, for what the page works out from them (the deposit's hold) */
      wording: ProposalWording | null;
      /** The photos the office chose, in the order chosen, with their thumbnails' size */
      photos: { publicId: string; width: number; height: number }[];
      /** The hash of `document`, which the sign form carries back */
      shownSha256: string;
    }
  | { state: "unavailable" };

/** What the homeowner posts to sign: ids and words only, never a price. */
export interface SignForm {
  choice: ProposalChoice;
  name: string;
  consented: boolean;
  shownSha256: string;
}

export interface ProposalOperations {
  /** The page at a link; a person's first view is recorded and tells the office */
  page(token: string, client: ProposalClient): Promise<ProposalPage>;
  /** Signs the version the link opens, for the choice made */
  sign(token: string, form: SignForm, client: ProposalClient): Promise<SignOutcome>;
  /**
   * What the signed page's "Cancel this contract" panel offers now, or null when the link
   * opens no signed version or every window has closed
   */
  cancellation(token: string): Promise<CancellationView | null>;
  /** The homeowner cancels the signed version the link opens, within a notice's window */
  cancel(token: string, confirmed: boolean, client: ProposalClient): Promise<CancelOutcome>;
  /** The homeowner says no, with their reason */
  decline(token: string, reason: string, client: ProposalClient): Promise<DeclineOutcome>;
  /** The signed PDF of the version the link opens, byte for byte as stored */
  signedPdf(token: string): Promise<SignedFile | undefined>;
  /** A photo the version at the link shows (its thumbnail or the photo), while the link opens it */
  photo(token: string, publicId: string, size: "full" | "thumb"): Promise<Buffer | undefined>;
  /**
   * The proposal as its page shows it, unsigned, as a PDF (the copy the consent to sign
   * electronically names), while it can be signed; undefined otherwise
   */
  copyPdf(token: string): Promise<SignedFile | undefined>;
  /** Marks versions past their last day as expired (every instance, every minute) */
  sweep(): Promise<number>;
  /** The signed proposal's deposit: its state, Stripe Checkout and Stripe's webhook */
  deposit: DepositOperations;
  /** The code a link more than 14 days old asks for before it opens anything */
  access: AccessCodeOperations;
  /** A second signer: the homeowner's invitation, the co-signer's page and signature */
  cosign: CosignOperations;
}

export function proposalOperations(parts: OperationParts): ProposalOperations {
  const now = () => parts.clock();
  const wellFormed = (token: string) => PROPOSAL_TOKEN_PATTERN.test(token);
  const alerts = () => proposalAlertSettingsOf(parts.config);
  /** Sends at once what a moment just queued (emails, chat, webhooks). */
  const wake = () => {
    parts.wake.mail();
    parts.wake.deliveries();
  };

  async function identified(version: StoredVersion) {
    const lead = await leadOfProposal(parts.db, version.leadId);
    return `Link to the proposal, sent to ${maskedEmail(lead?.email ?? "")}`;
  }

  async function visitorOf(version: StoredVersion, client: ProposalClient): Promise<Visitor> {
    return {
      ipAddress: client.ipAddress,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      identifiedBy: await identified(version),
    };
  }

  /** The lead's photos the version shows, as stored for the lead (never another lead's). */
  async function chosenPhotos(version: StoredVersion) {
    const chosen = new Set(version.content.photoIds);
    // Most proposals show none: the page then reads no photo rows at all.
    if (chosen.size === 0) return [];
    return (await listPhotos(parts.db, version.leadId))
      .filter((photo) => chosen.has(photo.publicId))
      .map((photo) => ({
        publicId: photo.publicId,
        width: photo.thumbWidth,
        height: photo.thumbHeight,
      }));
  }

  async function openDocument(version: StoredVersion): Promise<ProposalPage> {
    const lead = await leadOfProposal(parts.db, version.leadId);
    const shown = lead && documentAsShown(version, lead);
    // Sending refuses a sale whose notices cannot be shown; config changed since.
    if (!shown?.ok) return { state: "unavailable" };
    return {
      state: "open",
      document: shown.document,
      wording: version.wording,
      shownSha256: shown.sha256,
      photos: await chosenPhotos(version),
    };
  }

  /** The version a well-formed token opens, read without recording anything. */
  async function versionAt(token: string) {
    if (!wellFormed(token)) return undefined;
    const opened = await openProposal(parts.db, token, { now: now() });
    return opened.state === "unknown" ? undefined : opened;
  }

  return {
    async page(token, client) {
      if (!wellFormed(token)) return { state: "unknown" };
      const opened = await openProposal(parts.db, token, { now: now() });
      if (opened.state === "unknown") return opened;
      if (opened.state === "open" && client.navigated && opened.version.status === "sent") {
        const recorded = await recordFirstView(
          parts.db,
          opened.version,
          await visitorOf(opened.version, client),
          now(),
          alerts(),
        );
        if (recorded) wake();
      }
      const { version } = opened;
      switch (opened.state) {
        case "replaced":
          return { state: "replaced", number: version.number };
        case "open":
          return openDocument(version);
        case "accepted": {
          const [signature] = await signaturesOf(parts.db, version.id);
          return {
            state: "accepted",
            number: version.number,
            version: version.version,
            signedBy: signature?.typedName ?? "",
            signedAt: signature?.signedAt ?? "",
            total: version.acceptedTotal ?? 0,
            deposit: version.depositAmount ?? 0,
            pdfPath: proposalPagePaths.signedPdf(token),
          };
        }
        case "cancelled": {
          const cancelled = await cancellationOf(parts.db, version.id);
          const payment = await depositPaymentOf(parts.db, version.id);
          return {
            state: "cancelled",
            number: version.number,
            version: version.version,
            expiresOn: version.content.expiresOn,
            cancelledAt: cancelled?.cancelledAt ?? null,
            cancelledBy: cancelled?.cancelledBy ?? null,
            depositPaid: payment === undefined ? null : Math.round(payment.amount_cents / 100),
          };
        }
        default:
          return {
            state: opened.state,
            number: version.number,
            version: version.version,
            expiresOn: version.content.expiresOn,
          };
      }
    },

    async sign(token, form, client) {
      const opened = await versionAt(token);
      if (opened === undefined) return { ok: false, problem: "unknown" };
      const outcome = await signProposal(
        parts.db,
        {
          versionId: opened.version.id,
          choice: form.choice,
          typedName: form.name,
          consented: form.consented,
          shownSha256: form.shownSha256,
          ...(await visitorOf(opened.version, client)),
        },
        now(),
        alerts(),
      );
      if (outcome.ok) {
        wake();
        parts.log.info("proposal.signed", {
          number: opened.version.number,
          version: opened.version.version,
        });
      }
      return outcome;
    },

    async cancellation(token) {
      const opened = await versionAt(token);
      if (opened?.state !== "accepted") return null;
      return cancellationView(parts.db, opened.version, now());
    },

    async cancel(token, confirmed, client) {
      const opened = await versionAt(token);
      if (opened === undefined) return { ok: false, problem: "unknown" };
      const outcome = await cancelProposal(
        parts.db,
        { versionId: opened.version.id, confirmed, ...(await visitorOf(opened.version, client)) },
        now(),
        alerts(),
      );
      if (outcome.ok) {
        wake();
        parts.log.info("proposal.cancelled", {
          number: opened.version.number,
          version: opened.version.version,
        });
      }
      return outcome;
    },

    async decline(token, reason, client) {
      const opened = await versionAt(token);
      if (opened === undefined) return { ok: false, problem: "unknown" };
      const outcome = await declineProposal(
        parts.db,
        opened.version.id,
        reason,
        await visitorOf(opened.version, client),
        now(),
        alerts(),
      );
      if (outcome.ok) wake();
      return outcome;
    },

    async photo(token, publicId, size) {
      const opened = await versionAt(token);
      if (opened === undefined || opened.state === "replaced") return undefined;
      const shown = await chosenPhotos(opened.version);
      if (!shown.some((photo) => photo.publicId === publicId)) return undefined;
      return photoBytes(parts.db, publicId, size);
    },

    async copyPdf(token) {
      const opened = await versionAt(token);
      if (opened?.state !== "open") return undefined;
      const lead = await leadOfProposal(parts.db, opened.version.leadId);
      const shown = lead && documentAsShown(opened.version, lead);
      if (!shown?.ok) return undefined;
      const bytes = await renderShownPdf(shown.document, {
        sha256: shown.sha256,
        sentAt: new Date(opened.version.sentAt ?? opened.version.createdAt),
      });
      const { number, version } = opened.version;
      return { bytes, fileName: `${number}-v${version}-proposal.pdf`, sha256: sha256Hex(bytes) };
    },

    async signedPdf(token) {
      const opened = await versionAt(token);
      if (opened === undefined || opened.state !== "accepted") return undefined;
      return signedDocumentOf(parts.db, opened.version.id);
    },

    async sweep() {
      const expired = await expireProposals(parts.db, now());
      // Three days before the last day, the office hears of a proposal still unanswered.
      if ((await remindExpiringProposals(parts.db, now(), alerts())) > 0) wake();
      return expired;
    },
    deposit: depositOperations(parts),
    access: accessCodeOperations(parts),
    cosign: cosignOperations(parts),
  };
}
