import { site } from "../../config/site.ts";
import { trustFacts } from "../../config/trust.ts";
import type { ProposalRows } from "./proposal-model.ts";

/*
 * What the signed proposal's PDF shows, as plain data: the server fills it from the stored
 * version, its signature and its events, and renders it (server/proposals/proposal-pdf.ts).
 * Everything is already decided and worded here: prices are whole dollars as the price
 * book holds them, times are ISO instants (the renderer shows them in the business's zone),
 * and legal text comes from config with its citation.
 */

/** The seller as the document names it: 16 CFR 429.1(a) wants its name and address on it. */
export interface DocumentBusiness {
  name: string;
  /** Postal address, one line each; empty when config has none (a service-area business) */
  addressLines: readonly string[];
  /** "(502) 555-0147" */
  phone: string;
  email: string;
  /** "Licensed, bonded and insured in Kentucky and Indiana", then each license */
  licenseLines: readonly string[];
}

/** The rows every option shows, in the order the proposal page shows them. */
export const OPTION_ROWS = [
  ["material", "Material"],
  ["underlayment", "Underlayment"],
  ["ventilation", "Ventilation"],
  ["warranty", "Warranty"],
  ["timeline", "Timeline"],
] as const satisfies readonly (readonly [keyof ProposalRows, string])[];

/** The option the homeowner chose, priced for this roof. */
export interface DocumentOption {
  /** "Better: architectural shingles" */
  label: string;
  /** The option's price for this roof, whole dollars */
  price: number;
  rows: ProposalRows;
}

/** One chosen add-on: 120 × $12 per foot = $1,440. */
export interface DocumentAddOn {
  name: string;
  /** "foot", "sheet", "skylight" */
  unit: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/**
 * A notice as shown and signed (lib/proposals/notices.ts `ShownNotice`, its words filled in),
 * and whether its law wants it conspicuous.
 */
export interface DocumentNotice {
  heading: string;
  paragraphs: readonly string[];
  /** "KRS 367.620 to 367.628" */
  citation: string;
  version: string;
  /** Bold and at least 10 points, as the notice's law asks */
  conspicuous: boolean;
  /** A statement the law puts beside the signature (16 CFR 429.1(a)): printed there in bold */
  besideSignature?: string;
}

/** The FTC Cooling-Off Rule's form (16 CFR 429.1(b)), completed: the PDF prints it twice. */
export interface CancellationForm {
  /** "NOTICE OF CANCELLATION" or "NOTICE OF RIGHT TO CANCEL" */
  heading: string;
  /** The date of the transaction, the seller and the last day already filled in */
  paragraphs: readonly string[];
  /** "I HEREBY CANCEL THIS TRANSACTION.", then a blank to fill in for each: "(Date)", … */
  signature: readonly string[];
  /** "16 CFR 429.1" */
  citation: string;
}

export interface DocumentSignature {
  /** The full name the signer typed, as typed */
  typedName: string;
  /** "Signed electronically by typing their name, after consenting to …" */
  statement: string;
  /** ISO instant */
  signedAt: string;
  email: string;
  /** "Link emailed to d…@example.com" */
  identifiedBy: string;
  ipAddress: string | null;
}

export interface AuditEvent {
  /** "created", "sent", "viewed", "consented", "signed", … */
  kind: string;
  /** ISO instant */
  at: string;
  /** "staff:office@example.com", "homeowner", "system" */
  actor: string;
  ipAddress: string | null;
  userAgent: string | null;
  identifiedBy: string | null;
}

export interface SignedDocument {
  business: DocumentBusiness;
  /** "Q-7K4P9M-1" */
  number: string;
  version: number;
  homeowner: { name: string; propertyAddress: string; email: string };
  option: DocumentOption;
  addOns: readonly DocumentAddOn[];
  total: number;
  deposit: number;
  /** Why or when the deposit is due, e.g. held until the insurer decides; null when it is payable now */
  depositNote: string | null;
  /** The Regulation Z example, already worded (lib/estimate/finance-example.ts); empty for none */
  monthlyExample: readonly string[];
  /** What the price does not include, one line each */
  exclusions: readonly string[];
  terms: { version: string; paragraphs: readonly string[] };
  notices: readonly DocumentNotice[];
  cancellationForm: CancellationForm | null;
  signature: DocumentSignature;
  /**
   * The second signer's signature, on the co-signed copy only (server/proposals/
   * cosign-proposal.ts), with the hash of the document as they signed it
   */
  cosignature?: DocumentSignature & { signedSha256: string };
  audit: {
    events: readonly AuditEvent[];
    /** SHA-256 (hex) of the document as shown to the signer */
    shownSha256: string;
    /** SHA-256 (hex) of the document as signed: what was shown, the choice and the signer */
    signedSha256: string;
  };
}

/**
 * The business from config/site.ts and its licenses (config/trust.ts).
 *
 * @example documentBusiness().phone // "(502) 555-0147"
 */
export function documentBusiness(): DocumentBusiness {
  const address = site.address;
  return {
    name: site.name,
    addressLines: address
      ? [address.street, `${address.city}, ${address.region} ${address.postalCode}`]
      : [],
    phone: site.phone.display,
    email: site.email,
    licenseLines: [
      site.licenseText,
      ...(trustFacts.licenses ?? []).map(
        (license) => `${license.kind}, ${license.authority}: ${license.number}`,
      ),
    ],
  };
}
