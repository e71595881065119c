import type { Generated } from "kysely";
import type { Defaulted, NullableColumn } from "../db/column-types.ts";
import type { ProposalStatus } from "../../lib/proposals/proposal-statuses.ts";

/*
 * A proposal and its versions, as staff build, send and change them and as the homeowner
 * signs them. Every row carries its lead's id and is erased with it
 * (privacy/erased-lead-repo.ts). Money is whole dollars; times are ISO 8601 instants.
 */

/** One proposal for a lead: what its versions share. */
export interface ProposalsTable {
  id: Generated<number>;
  lead_id: number;
  /** "Q-7K4P9M-1": the lead's reference and the proposal's place among its proposals */
  number: string;
  /** "staff:office@example.com" */
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** Who cancelled a version: staff, or the homeowner inside a notice's window. */
export type CancelledBy = "staff" | "homeowner";

/**
 * One version of a proposal. A draft is edited in place; sending freezes it; a change makes
 * the next version, and sending that one replaces this.
 */
export interface ProposalVersionsTable {
  id: Generated<number>;
  proposal_id: number;
  lead_id: number;
  /** 1, 2, …: unique within its proposal */
  version: number;
  status: ProposalStatus;
  /** lib/proposals/proposal-model.ts ProposalContent as JSON, frozen once sent */
  content: string;
  /** The end of content.expiresOn in the office's zone: after it, nothing can be signed */
  expires_at: string;
  sent_at: NullableColumn<string>;
  first_viewed_at: NullableColumn<string>;
  /** When the "expires in three days, unanswered" alert was queued */
  reminded_at: NullableColumn<string>;
  /** When it was accepted, declined, expired, replaced or cancelled */
  decided_at: NullableColumn<string>;
  decline_reason: NullableColumn<string>;
  /** The version whose sending replaced this one */
  replaced_by_version_id: NullableColumn<number>;
  cancelled_by: NullableColumn<CancelledBy>;
  cancel_reason: NullableColumn<string>;
  /** The homeowner's choice and what it came to, recomputed on the server when signed */
  accepted_option_id: NullableColumn<string>;
  /** JSON array of add-on ids */
  accepted_add_ons: NullableColumn<string>;
  accepted_total: NullableColumn<number>;
  deposit_amount: NullableColumn<number>;
  /** The insurer's written decision on the claim, which opens or closes a notice's window */
  insurer_decision: NullableColumn<"approved" | "denied">;
  /** The local day the homeowner received it, "2026-12-09" */
  insurer_decision_on: NullableColumn<string>;
  deposit_paid_at: NullableColumn<string>;
  /**
   * lib/proposals/proposal-wording.ts ProposalWording as JSON: the terms, notices, E-SIGN
   * and financing words and the parties as they were when it was sent (0020); null for a
   * draft and for a version sent before 0020
   */
  wording: NullableColumn<string>;
  created_at: string;
  updated_at: string;
}

/** What a link does: open the proposal, let a co-signer sign, bring the homeowner back from paying. */
export type ProposalTokenPurpose = "view" | "cosign" | "deposit-return";

/** A link's token, by its SHA-256 only: the database alone opens nothing. */
export interface ProposalTokensTable {
  hash: string;
  version_id: number;
  lead_id: number;
  purpose: ProposalTokenPurpose;
  /** For a co-signer's link: whose */
  signer_id: NullableColumn<number>;
}

export type SignerRole = "primary" | "cosigner";

/** A second person invited to sign the same version (a spouse). */
export interface ProposalSignersTable {
  id: Generated<number>;
  version_id: number;
  lead_id: number;
  role: SignerRole;
  name: string;
  email: string;
  invited_at: string;
}

/**
 * A signature: written once, never updated. One per version and role (a unique index), so
 * two instances signing the same version at once store one.
 */
export interface ProposalSignaturesTable {
  id: Generated<number>;
  version_id: number;
  lead_id: number;
  role: SignerRole;
  /** The full name as the signer typed it */
  typed_name: string;
  email: string;
  /** config/esign-disclosure.ts's version, consented to */
  esign_version: string;
  consented_at: string;
  signed_at: string;
  client_address: NullableColumn<string>;
  user_agent: NullableColumn<string>;
  /** "Link emailed to d…@example.com" */
  identified_by: string;
  /** SHA-256 (hex) of the document as shown and as signed (lib/proposals/document-text.ts) */
  shown_sha256: string;
  signed_sha256: string;
}

/** A document made from a version, kept byte for byte: the signed PDF, and the co-signed one (0021). */
export interface ProposalDocumentsTable {
  id: Generated<number>;
  version_id: number;
  lead_id: number;
  kind: "signed" | "cosigned";
  file_name: string;
  /** SHA-256 (hex) of `bytes` */
  sha256: string;
  /** A Uint8Array from SQLite, a Buffer from Postgres */
  bytes: Uint8Array;
  created_at: string;
}

/** A code emailed to the address on file, asked for once a link is older than 14 days. */
export interface ProposalAccessCodesTable {
  id: Generated<number>;
  version_id: number;
  lead_id: number;
  /** HMAC of the code: the database alone cannot give it */
  code_hash: string;
  sent_at: string;
  expires_at: string;
  attempts: Defaulted<number>;
  used_at: NullableColumn<string>;
  /** The outbox row of the email carrying it (0022); null for a code sent before */
  outbox_id: NullableColumn<number>;
}

/** What an audit-trail event records happening. */
export type ProposalEventKind =
  | "created"
  | "sent"
  | "viewed"
  | "code-sent"
  | "code-verified"
  | "consented"
  | "signed"
  | "cosigner-invited"
  | "declined"
  | "document-made"
  | "checkout-started"
  | "paid"
  | "rescinded"
  | "cancelled"
  | "expired"
  | "replaced"
  | "reminded"
  | "insurer-decision";

/**
 * The audit trail: appended to, never changed (its repository has no update), deleted only
 * with its lead. The signed PDF's certificate page prints it.
 */
export interface ProposalEventsTable {
  id: Generated<number>;
  proposal_id: number;
  version_id: number;
  lead_id: number;
  kind: ProposalEventKind;
  at: string;
  /** "staff:office@example.com", "homeowner", "cosigner", "system", "stripe" */
  actor: string;
  client_address: NullableColumn<string>;
  user_agent: NullableColumn<string>;
  identified_by: NullableColumn<string>;
  /** The SHA-256 of the document the event concerns: as shown, as signed, or the PDF's */
  document_sha256: NullableColumn<string>;
  /** JSON: what else the event needs (a decline's reason, a choice) */
  detail: NullableColumn<string>;
}

export interface ProposalTables {
  proposals: ProposalsTable;
  proposal_versions: ProposalVersionsTable;
  proposal_tokens: ProposalTokensTable;
  proposal_signers: ProposalSignersTable;
  proposal_signatures: ProposalSignaturesTable;
  proposal_documents: ProposalDocumentsTable;
  proposal_access_codes: ProposalAccessCodesTable;
  proposal_events: ProposalEventsTable;
}
