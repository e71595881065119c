/*
 * The terms printed on every proposal and its signed copy, for the contractor's lawyer to
 * confirm or replace. They state only what the proposal itself decides (its price, what it
 * covers, its expiry, its deposit) and point to the notices for the homeowner's rights to
 * cancel (config/proposal-notices.ts); they promise nothing the office has not set. Whoever
 * changes the words gives them a new `version`: each proposal stores the version it was
 * sent with (ProposalContent.termsVersion) and its hash covers the words.
 */
export const proposalTerms = {
  version: "terms-2026-11-29",
  heading: "Terms",
  paragraphs: [
    "The price is for the work and materials listed in the option you choose and the add-ons you tick, on this roof as we measured it. It holds until the proposal's last day to sign.",
    'Anything listed under "Not included" is not part of the price. If we find work that is not in this proposal, we tell you and agree it with you in writing before we do it.',
    "The deposit shown is due when you sign, unless the proposal says it is held. The rest of the price is due when the work is finished.",
    "Your rights to cancel, if this sale gives you any, are in the notices with this proposal.",
  ],
} as const;
