import { proposalDefaults } from "./proposal-defaults.ts";

/*
 * The words the signed proposal's page says about its deposit, for the office and its
 * lawyer to change. Placeholders: {deposit} (the amount, "$1,950"), {date} (a day in words).
 * Nothing here states a fee, a card brand or a refund term the office has not set.
 */
export const depositCollection = {
  heading: "Your deposit",
  /** With STRIPE_SECRET_KEY set, while the deposit may be taken */
  payNow:
    "You can pay your deposit of {deposit} now on Stripe's secure checkout page. When you are done, you come back to this page.",
  payButton: "Pay the Deposit",
  /** Without STRIPE_SECRET_KEY: how the office collects it (config/proposal-defaults.ts) */
  offline: proposalDefaults.offlineDeposit,
  /**
   * Kentucky's insurance rule holds the deposit (KRS 367.626: no payment before the
   * cancellation period of KRS 367.622 has expired, when the work is paid from an insurance
   * claim, except authorized emergency repairs). The lawyer confirms these words.
   */
  held: {
    untilInsurerDecision:
      "Because this work is to be paid from your insurance claim, Kentucky law (KRS 367.626) lets us take no deposit until your insurance company has decided your claim in writing and your time to cancel has passed. We will tell you when you can pay your deposit of {deposit} here.",
    until:
      "Because this work is to be paid from your insurance claim, Kentucky law (KRS 367.626) lets us take no deposit until your time to cancel has passed. You can pay your deposit of {deposit} here from {date}.",
  },
  /** The answer to a payment posted before the hold ends (4xx) */
  refusedWhileHeld:
    "Your deposit cannot be taken yet: this work is to be paid from your insurance claim, and Kentucky law (KRS 367.626) lets us take no payment until your time to cancel has passed. Nothing was charged.",
  paid: "Deposit of {deposit} received on {date}. Thank you.",
  /** Back from Stripe's page after paying, before Stripe's message has reached us */
  confirming:
    "Thank you. Stripe is confirming your payment; this page will show your deposit as paid in a moment. Reload it to check.",
  /** Back from Stripe's page without paying */
  notPaid: "Your deposit was not paid. You can pay it when you are ready.",
  /** Stripe could not be reached to start the payment */
  unavailable:
    "We could not open the payment page just now. Nothing was charged. Please try again in a few minutes.",
} as const;
