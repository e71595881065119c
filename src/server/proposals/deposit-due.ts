import { depositStatus, type DepositStatus } from "../../lib/proposals/deposit.ts";
import { cancellationWindows, noticesFor } from "../../lib/proposals/notices.ts";
import type { ProposalContent } from "../../lib/proposals/proposal-model.ts";
import { proposalTotal } from "../../lib/proposals/totals.ts";
import type { SignedDepositFacts } from "./deposit-repo.ts";

/*
 * What a signed version's deposit is and whether it may be taken now, worked out again on
 * the server from what was stored at signing (the frozen content, the choice, the signing
 * time and the insurer's decision), never from a form.
 *
 * Kentucky, KRS 367.620 to 367.628: when the work is to be paid from a property insurance
 * claim, the homeowner may cancel until midnight of the fifth business day after the
 * insurer's written notice that all or part of the claim is not covered (KRS 367.622), and
 * no payment may be required before that period has expired, except for emergency repairs
 * the owner authorized (KRS 367.626). lib/proposals/deposit.ts depositStatus applies it
 * with the notice's window from config/proposal-notices.ts (`holdsDeposit`), as the signed
 * PDF's deposit note does; the words shown are config/deposit-collection.ts's.
 */

export type SignedDeposit =
  { kind: "not-signed" } | { kind: "due"; dollars: number; status: DepositStatus };

/** The deposit of a signed version at `now`: its amount in dollars and whether it is held. */
export function signedDeposit(facts: SignedDepositFacts, now: Date): SignedDeposit {
  if (facts.status !== "accepted" || facts.optionId === null || facts.signedAt === null) {
    return { kind: "not-signed" };
  }
  const content = JSON.parse(facts.content) as ProposalContent;
  const addOnIds = JSON.parse(facts.addOnIds ?? "[]") as string[];
  const totals = proposalTotal(content, { optionId: facts.optionId, addOnIds });
  // A signed version's stored choice always totals; a row changed by hand does not pay.
  if ("error" in totals) return { kind: "not-signed" };
  const windows = cancellationWindows(noticesFor(content.facts), {
    signedAt: new Date(facts.signedAt),
    insurerDecisionOn: facts.insurerDecisionOn,
  });
  return {
    kind: "due",
    dollars: totals.deposit,
    status: depositStatus(content.facts, windows, now),
  };
}
