import { canonicalJson } from "../../lib/proposals/document-text.ts";
import { newDraftValues } from "../../lib/proposals/draft-defaults.ts";
import {
  proposalFormValues,
  readProposalForm,
  type FormValues,
} from "../../lib/proposals/proposal-form.ts";
import type { FrozenPriceBook } from "../../lib/proposals/proposal-model.ts";
import { isEditable, proposalStatusesWhere } from "../../lib/proposals/proposal-statuses.ts";
import { proposalPagePaths } from "../../lib/public-routes.ts";
import { businessDay } from "../../lib/booking/windows.ts";
import type { Lead } from "../../lib/lead-model.ts";
import { inTransaction, isUniqueViolation } from "../db/database.ts";
import { currentPriceBook } from "../estimates/price-books.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import type { OperationParts } from "../operation-parts.ts";
import { listPhotos, type PhotoSummary } from "../photos/photo-repo.ts";
import { decisionView, recordInsurerDecision, type DecisionOutcome } from "./insurer-decision.ts";
import type { DecisionView } from "../../lib/proposals/insurer-decision.ts";
import { eventsOfVersion, insertProposalEvent } from "./proposal-event-repo.ts";
import { proposalAlertSettingsOf } from "./proposal-alerts.ts";
import { proposalLinkSecret, proposalToken } from "./proposal-links.ts";
import {
  hasAcceptedVersion,
  insertProposal,
  insertVersion,
  leadOfProposal,
  lockProposal,
  moveVersion,
  proposalCountOfLead,
  versionById,
  type StoredVersion,
} from "./proposal-repo.ts";
import { proposalReport, type ProposalReport } from "./proposal-report.ts";
import { sendProposal, type SendProblem } from "./send-proposal.ts";
import {
  latestVersions,
  updateDraftContent,
  versionsOfLead,
  versionsOfProposal,
  type VersionSummary,
} from "./staff-proposal-repo.ts";
import type { ProposalStatus } from "../../lib/proposals/proposal-statuses.ts";

/*
 * The office's side of proposals: start one from a lead, edit the draft, send it, make a
 * change (the next version), withdraw it, and the lists. The form is read by
 * lib/proposals/proposal-form.ts; what the homeowner does is proposal-operations.ts.
 */

/** Who the form is for, and what it may offer. */
export interface ProposalDesk {
  lead: Pick<Lead, "reference" | "name" | "email" | "phone" | "address" | "status">;
  photos: PhotoSummary[];
  /** The book the form's prices are checked against: the current one, or the draft's own */
  book: FrozenPriceBook;
}

/** A version's page for staff. */
export interface StaffVersionPage extends ProposalDesk {
  version: StoredVersion;
  /** What the editor shows for this version's content */
  values: Record<string, string>;
  /** Every version of the proposal, newest first */
  versions: VersionSummary[];
  events: Awaited<ReturnType<typeof eventsOfVersion>>;
  /** The homeowner's link, once sent (written again from the secret, never stored) */
  link: string | null;
  /** This version may be edited (a draft) */
  editable: boolean;
  /** A change may start from this version: the newest, none signed, no draft open */
  revisable: boolean;
  /** Staff may withdraw it */
  withdrawable: boolean;
  /** The insurer's decision, for a signed contract paid from a claim; null otherwise */
  insurer: DecisionView | null;
}

export type DraftOutcome =
  | { kind: "saved"; versionId: number }
  | { kind: "unknown" }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "not-draft" };

export type SendStaffOutcome =
  | { kind: "sent"; link: string }
  | { kind: "refused"; problem: SendProblem }
  /** The form posted with Send differs from the draft as saved: saved now, not sent */
  | { kind: "changed" }
  | { kind: "invalid"; errors: Record<string, string> };

export type ReviseOutcome =
  { kind: "saved"; versionId: number } | { kind: "unknown" } | { kind: "not-revisable" };

export interface StaffProposalOperations {
  /** The new-proposal form's lead, photos and current book, or undefined for no such lead */
  desk(reference: string): Promise<(ProposalDesk & { values: Record<string, string> }) | undefined>;
  /** Starts a proposal for the lead from the form; the draft is its version 1 */
  create(reference: string, values: FormValues, actor: string): Promise<DraftOutcome>;
  page(versionId: number): Promise<StaffVersionPage | undefined>;
  save(versionId: number, values: FormValues): Promise<DraftOutcome>;
  /**
   * Sends the draft. With the editor's `values` (its "Save and Send"), only when they are
   * the draft as saved, whose totals the page showed: changed values are saved instead and
   * nothing is sent, so staff never send figures they have not seen totalled.
   */
  send(versionId: number, actor: string, values?: FormValues): Promise<SendStaffOutcome>;
  /** A new draft from this version's content: the change a sent version needs */
  revise(versionId: number, actor: string): Promise<ReviseOutcome>;
  /** Records or corrects the insurer's written decision on a signed version's claim */
  recordDecision(
    versionId: number,
    form: {
      decision?: string | undefined;
      receivedOn?: string | undefined;
      reason?: string | undefined;
      expected: string;
    },
    actor: string,
  ): Promise<DecisionOutcome>;
  /** Withdraws a draft or a version still out; returns whether it moved */
  withdraw(versionId: number, actor: string): Promise<boolean>;
  ofLead(reference: string): Promise<VersionSummary[]>;
  list(status?: ProposalStatus): Promise<VersionSummary[]>;
  /** Sent, signed, the close rate and the value per option, for the reports page */
  report(): Promise<ProposalReport>;
}

/** Versions staff may withdraw: every one that may still move to "cancelled" but a signed one. */
const WITHDRAWABLE = proposalStatusesWhere(
  (status) => status.next.includes("cancelled") && status.value !== "accepted",
);

/** How many numbers a new proposal tries when others are being started at the same moment. */
const NUMBER_ATTEMPTS = 5;

/** The most proposals the office's list shows at once. */
const LIST_LIMIT = 200;

const staffActor = (email: string) => `staff:${email}`;

export function staffProposalOperations(parts: OperationParts): StaffProposalOperations {
  const { db } = parts;
  const now = () => parts.clock();
  const secret = () => proposalLinkSecret(parts.config);
  const linkOf = (version: StoredVersion) =>
    new URL(
      proposalPagePaths.page(proposalToken(secret(), version, "view")),
      parts.config.siteUrl,
    ).toString();

  async function deskOf(reference: string) {
    const lead = await findLeadByReference(db, reference);
    if (!lead) return undefined;
    return { lead, photos: await listPhotos(db, lead.id) };
  }

  const photoIdsOf = (photos: readonly PhotoSummary[]) => photos.map((photo) => photo.publicId);

  /** The form read against `book`, today in the office's zone. */
  const readForm = (values: FormValues, book: FrozenPriceBook, photos: readonly PhotoSummary[]) =>
    readProposalForm(values, book, photoIdsOf(photos), businessDay(now()));

  return {
    async desk(reference) {
      const found = await deskOf(reference);
      if (!found) return undefined;
      const book = await currentPriceBook(db);
      const values = newDraftValues(
        book,
        { address: found.lead.address, estimateSquares: found.lead.estimate?.squares ?? null },
        businessDay(now()),
      );
      return { ...found, book, values };
    },

    async create(reference, values, actor) {
      const found = await deskOf(reference);
      if (!found) return { kind: "unknown" };
      const read = readForm(values, await currentPriceBook(db), found.photos);
      if (!read.ok) return { kind: "invalid", errors: read.errors };
      const at = now().toISOString();
      const create = () =>
        inTransaction(db, async (trx) => {
          const count = await proposalCountOfLead(trx, found.lead.id);
          const proposalId = await insertProposal(trx, {
            leadId: found.lead.id,
            number: `${found.lead.reference}-${count + 1}`,
            createdBy: staffActor(actor),
            now: at,
          });
          // A draft's expiry is set from its last day when it is sent (send-proposal.ts).
          const versionId = await insertVersion(trx, {
            proposalId,
            leadId: found.lead.id,
            version: 1,
            status: "draft",
            content: read.content,
            expiresAt: at,
            now: at,
          });
          await insertProposalEvent(trx, {
            proposalId,
            versionId,
            leadId: found.lead.id,
            kind: "created",
            at,
            actor: staffActor(actor),
          });
          return versionId;
        });
      // Proposals started at once for one lead (several staff, several instances) may take
      // the same number: each loser tries the next one.
      for (let attempt = 1; ; attempt++) {
        try {
          return { kind: "saved", versionId: await create() };
        } catch (error) {
          if (!isUniqueViolation(error, "proposals", "number") || attempt >= NUMBER_ATTEMPTS)
            throw error;
        }
      }
    },

    async page(versionId) {
      const version = await versionById(db, versionId);
      if (!version) return undefined;
      const lead = await leadOfProposal(db, version.leadId);
      const found = lead && (await deskOf(lead.reference));
      if (!found) return undefined;
      const versions = await versionsOfProposal(db, version.proposalId);
      const newest = versions[0]?.id === version.id;
      const signed = versions.some((other) => other.status === "accepted");
      const draftOpen = versions.some((other) => other.status === "draft");
      return {
        ...found,
        book: version.content.priceBook,
        version,
        values: proposalFormValues(version.content),
        versions,
        events: await eventsOfVersion(db, version.id),
        link: version.sentAt === null ? null : linkOf(version),
        editable: isEditable(version.status),
        revisable: newest && !signed && !draftOpen && version.status !== "draft",
        withdrawable: WITHDRAWABLE.includes(version.status),
        insurer: await decisionView(db, version, now()),
      };
    },

    async save(versionId, values) {
      const version = await versionById(db, versionId);
      if (!version) return { kind: "unknown" };
      if (!isEditable(version.status)) return { kind: "not-draft" };
      const photos = await listPhotos(db, version.leadId);
      const read = readForm(values, version.content.priceBook, photos);
      if (!read.ok) return { kind: "invalid", errors: read.errors };
      const saved = await updateDraftContent(db, versionId, read.content, now().toISOString());
      return saved ? { kind: "saved", versionId } : { kind: "not-draft" };
    },

    async send(versionId, actor, values) {
      // The content the sender saw totalled on the page: sent only if it is still the draft.
      let expectedContent: string | undefined;
      if (values !== undefined) {
        const draft = await versionById(db, versionId);
        if (!draft) return { kind: "refused", problem: "unknown" };
        if (!isEditable(draft.status)) return { kind: "refused", problem: "not-draft" };
        const read = readForm(values, draft.content.priceBook, await listPhotos(db, draft.leadId));
        if (!read.ok) return { kind: "invalid", errors: read.errors };
        expectedContent = canonicalJson(read.content);
        if (expectedContent !== canonicalJson(draft.content)) {
          const saved = await updateDraftContent(db, versionId, read.content, now().toISOString());
          return saved ? { kind: "changed" } : { kind: "refused", problem: "not-draft" };
        }
      }
      const outcome = await sendProposal(db, versionId, {
        actor: staffActor(actor),
        secret: secret(),
        now: now(),
        // The homeowner's email with the link, and proposal.sent, go with the sending.
        alerts: proposalAlertSettingsOf(parts.config),
        ...(expectedContent !== undefined && { expectedContent }),
      });
      if (!outcome.ok) return { kind: "refused", problem: outcome.problem };
      parts.wake.mail();
      parts.wake.deliveries();
      const version = (await versionById(db, versionId))!;
      parts.log.info("proposal.sent", { number: version.number, version: version.version });
      return { kind: "sent", link: linkOf(version) };
    },

    async revise(versionId, actor) {
      const at = now().toISOString();
      return inTransaction(db, async (trx): Promise<ReviseOutcome> => {
        const base = await versionById(trx, versionId);
        if (!base) return { kind: "unknown" };
        // Sending and signing lock the proposal too: a change never starts beside a signature.
        await lockProposal(trx, base.proposalId);
        const versions = await versionsOfProposal(trx, base.proposalId);
        const newest = versions[0];
        if (
          newest?.id !== base.id ||
          base.status === "draft" ||
          (await hasAcceptedVersion(trx, { proposalId: base.proposalId }))
        )
          return { kind: "not-revisable" };
        const id = await insertVersion(trx, {
          proposalId: base.proposalId,
          leadId: base.leadId,
          version: base.version + 1,
          status: "draft",
          content: base.content,
          expiresAt: at,
          now: at,
        });
        await insertProposalEvent(trx, {
          proposalId: base.proposalId,
          versionId: id,
          leadId: base.leadId,
          kind: "created",
          at,
          actor: staffActor(actor),
          detail: { from: base.version },
        });
        return { kind: "saved", versionId: id };
      });
    },

    async recordDecision(versionId, form, actor) {
      const outcome = await recordInsurerDecision(
        db,
        {
          versionId,
          decision: form.decision,
          receivedOn: form.receivedOn,
          reason: form.reason,
          expected: form.expected,
          actorEmail: actor,
        },
        now(),
      );
      if (outcome.ok) parts.log.info("proposal.insurer_decision", { version: versionId });
      return outcome;
    },

    async withdraw(versionId, actor) {
      const at = now().toISOString();
      return inTransaction(db, async (trx) => {
        const version = await versionById(trx, versionId);
        if (!version) return false;
        await lockProposal(trx, version.proposalId);
        const moved = await moveVersion(
          trx,
          versionId,
          WITHDRAWABLE,
          "cancelled",
          { decided_at: at, cancelled_by: "staff" },
          at,
        );
        if (moved)
          await insertProposalEvent(trx, {
            proposalId: version.proposalId,
            versionId,
            leadId: version.leadId,
            kind: "cancelled",
            at,
            actor: staffActor(actor),
          });
        return moved;
      });
    },

    async ofLead(reference) {
      const lead = await findLeadByReference(db, reference);
      return lead ? versionsOfLead(db, lead.id) : [];
    },

    list: (status) => latestVersions(db, { status, limit: LIST_LIMIT }),

    report: () => proposalReport(db, now()),
  };
}
