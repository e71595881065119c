import { depositStatus, type DepositStatus } from "../../lib/proposals/deposit.ts";
import { cancellationWindows, noticesFor } from "../../lib/proposals/notices.ts";
import type { ProposalContent } from "../../lib/proposals/proposal-model.ts";
import type { ProposalWording } from "../../lib/proposals/proposal-wording.ts";
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
 * with the notice's window and `holdsDeposit` as the version was sent with them (its stored
 * wording; config/proposal-notices.ts for a version sent before 0020), as the cancel panel
 * does; the words shown are config/deposit-collection.ts's.
 */

export type SignedDeposit =
  { kind: "not-signed" } | { kind: "due"; dollars: number; status: DepositStatus };

/**
 * The deposit a version was signed with, in whole dollars, whatever became of it since (a
 * cancelled contract's too: a payment may still arrive for it); null when it was never
 * signed or its stored choice no longer totals (a row changed by hand).
 */
export function signedDepositDollars(facts: SignedDepositFacts): number | null {
  if (facts.optionId === null || facts.signedAt === null) return null;
  const content = JSON.parse(facts.content) as ProposalContent;
  const addOnIds = JSON.parse(facts.addOnIds ?? "[]") as string[];
  const totals = proposalTotal(content, { optionId: facts.optionId, addOnIds });
  return "error" in totals ? null : totals.deposit;
}

/** The deposit of a signed version at `now`: its amount in dollars and whether it is held. */
export function signedDeposit(facts: SignedDepositFacts, now: Date): SignedDeposit {
  const dollars = facts.status === "accepted" ? signedDepositDollars(facts) : null;
  if (dollars === null || facts.signedAt === null) return { kind: "not-signed" };
  const content = JSON.parse(facts.content) as ProposalContent;
  const wording = facts.wording === null ? null : (JSON.parse(facts.wording) as ProposalWording);
  const windows = cancellationWindows(
    noticesFor(content.facts),
    { signedAt: new Date(facts.signedAt), insurerDecisionOn: facts.insurerDecisionOn },
    wording,
  );
  return { kind: "due", dollars, status: depositStatus(content.facts, windows, now, wording) };
}
