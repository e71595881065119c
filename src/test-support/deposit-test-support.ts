import type { SaleFacts } from "../lib/proposals/proposal-model.ts";
import { memoryLogger } from "../server/log.ts";
import { stripeClientOf } from "../server/proposals/deposit-stripe.ts";
import { moveVersion } from "../server/proposals/proposal-repo.ts";
import { insertSignature } from "../server/proposals/signature-repo.ts";
import type { Db } from "../server/tables.ts";
import { insertTestLead, testLead } from "./lead-test-support.ts";
import { insertTestProposal, testProposalContent } from "./proposal-fixtures.ts";

/*
 * What the deposit's tests share: a proposal signed for option-2 with gutters (a total of
 * $21,420, a 10% deposit of $2,142) and a Stripe client pointed at the loopback stand-in.
 */

export const WEBHOOK_SECRET = "whsec_depositTestSecret0123456789";
export const SIGNED_AT = new Date("2026-12-03T15:15:42.000Z");
export const RETURN_URL =
  "https://www.example.test/proposal/deposit-return/AOf_55oBPBzKKvZ0BW15r5Zya65Bu1TnHMLvx3gsno4";

/**
 * A proposal for a new lead, sold under `facts` and signed at SIGNED_AT; its version's id.
 * It stores what signing stores and the deposit reads (sign-proposal.ts, whose own tests
 * cover the rest): the version accepted with its choice, and the signature. Signing itself
 * would refuse a sale with notices here, since the demo identity in config/site.ts has no
 * street address for them.
 */
export async function signedProposal(
  db: Db,
  reference: string,
  facts: Partial<SaleFacts> = {},
): Promise<number> {
  const leadId = await insertTestLead(
    db,
    testLead(reference, { address: "2204 Frankfort Ave, Louisville, KY 40206" }),
  );
  const versionId = await insertTestProposal(
    db,
    { id: leadId, reference },
    { content: testProposalContent(facts) },
  );
  const at = SIGNED_AT.toISOString();
  await moveVersion(
    db,
    versionId,
    ["sent"],
    "accepted",
    {
      decided_at: at,
      accepted_option_id: "option-2",
      accepted_add_ons: JSON.stringify(["add-on-gutters"]),
      accepted_total: 21_420,
      deposit_amount: 2_142,
    },
    at,
  );
  await insertSignature(db, {
    versionId,
    leadId,
    role: "primary",
    typedName: "Dana Whitfield",
    email: "dana@example.com",
    esignVersion: "esign-2026-11-29",
    consentedAt: at,
    signedAt: at,
    ipAddress: "203.0.113.9",
    userAgent: "Mozilla/5.0 (iPhone)",
    identifiedBy: "Link emailed to d…@example.com",
    shownSha256: "0".repeat(64),
    signedSha256: "1".repeat(64),
  });
  return versionId;
}

/** The site's Stripe client, talking to the stand-in at `apiBase`. */
export const standinClient = (apiBase: string) =>
  stripeClientOf({
    secretKey: "sk_test_depositTests0123",
    webhookSecret: WEBHOOK_SECRET,
    apiBase,
  })!;

export const quietLog = () => memoryLogger();
