import { defaultPriceBook } from "../config/price-book.ts";
import {
  freezePriceBook,
  type ProposalContent,
  type SaleFacts,
} from "../lib/proposals/proposal-model.ts";
import { insertProposal, insertVersion } from "../server/proposals/proposal-repo.ts";
import type { ProposalStatus } from "../lib/proposals/proposal-statuses.ts";
import type { Db } from "../server/tables.ts";

/*
 * Proposals for tests: one measured roof with two options and one add-on, priced from the
 * default price book, and a helper that stores it as a sent version for a lead.
 */

const rows = {
  material: "Architectural asphalt shingles",
  underlayment: "Synthetic underlayment",
  ventilation: "Continuous ridge vent",
  warranty: "Manufacturer's limited lifetime warranty on the shingles",
  timeline: "One to two days on site",
};

/** A 24.3-square roof, one layer off: option-1 is $16,500 and option-2 $19,500; gutters $1,920. */
export function testProposalContent(facts: Partial<SaleFacts> = {}): ProposalContent {
  const book = defaultPriceBook();
  return {
    priceBook: freezePriceBook(book),
    squares: 24.3,
    layers: 1,
    tearOffPerLayer: 125,
    options: [
      { id: "option-1", bookOptionId: "architectural", label: "Good", perSquare: 550, rows },
      { id: "option-2", bookOptionId: "impact-resistant", label: "Better", perSquare: 675, rows },
    ],
    addOns: [
      {
        id: "add-on-gutters",
        bookAddOnId: "gutters",
        name: "Seamless aluminum gutters",
        unit: "foot",
        quantity: 160,
        unitPrice: 12,
      },
    ],
    exclusions: ["Rotted decking beyond two sheets"],
    photoIds: [],
    deposit: { kind: "percent", percent: 10 },
    expiresOn: "2026-12-31",
    facts: {
      state: "KY",
      paidByInsurance: false,
      soldAtHome: false,
      emergencyWork: false,
      ...facts,
    },
    termsVersion: "terms-2026-11-29",
    esignVersion: "esign-2026-11-29",
  };
}

/** Stores a proposal for the lead with one version in `status`; returns the version's id. */
export async function insertTestProposal(
  db: Db,
  lead: { id: number; reference: string },
  {
    status = "sent" as ProposalStatus,
    content = testProposalContent(),
    expiresAt = "2027-01-01T05:00:00.000Z",
    now = "2026-12-01T15:00:00.000Z",
  } = {},
): Promise<number> {
  const proposalId = await insertProposal(db, {
    leadId: lead.id,
    number: `${lead.reference}-1`,
    createdBy: "staff:office@example.com",
    now,
  });
  return insertVersion(db, {
    proposalId,
    leadId: lead.id,
    version: 1,
    status,
    content,
    expiresAt,
    ...(status === "draft" ? {} : { sentAt: now }),
    now,
  });
}
