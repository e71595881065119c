/*
 * What must stand beside a monthly payment the site shows. Regulation Z (Truth in
 * Lending), 12 CFR 1026.24(d): an advertisement that states the amount of any payment (a
 * "triggering term", 1026.24(d)(1)(iii)) must also state, clearly and conspicuously,
 * (i) the amount or percentage of the down payment, (ii) the terms of repayment, reflecting
 * the repayment obligations over the full term of the loan, and (iii) the "annual
 * percentage rate", using that term, and, if the rate may be increased after consummation,
 * that fact (1026.24(d)(2)). The figures come from the price book (the lender's terms the
 * office sets on /admin/prices); the wording is here, for the contractor's lawyer to
 * confirm or change. {placeholders} are filled by lib/estimate/finance-example.ts.
 */
export const financeDisclosure = {
  heading: "Financing example",
  /** The repayment terms over the whole loan, 1026.24(d)(2)(ii) */
  payments: "{termMonths} monthly payments of about {monthly}",
  /** 1026.24(d)(2)(iii): the term spelled out, never only "APR" */
  rate: "at a {apr}% annual percentage rate",
  fixedRate: "The rate is fixed for the life of the loan.",
  variableRate: "The rate may increase after the loan is made.",
  /** 1026.24(d)(2)(i) */
  noDownPayment: "No down payment.",
  downPayment: "A down payment of {downPayment}% of the price.",
  /** Not required by 1026.24(d), but true: the site is not the lender. */
  subjectToApproval:
    "An example only: financing is through a third-party lender, subject to its approval of your application, and its terms may differ.",
  /**
   * /financing's example: a round amount to show the terms on, not a price (the estimate
   * gives each roof's own). "For a {amount} project:" goes before the payments.
   */
  exampleAmount: 10_000,
  exampleLead: "For a {amount} project:",
};
