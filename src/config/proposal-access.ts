/*
 * The access code a proposal's link asks for once it is old (issue 36). A link lives in an
 * inbox: the longer it has been out, the likelier it was forwarded, synced to a shared
 * device or read by someone the homeowner never meant to see their prices. After
 * `codeAfterDays` the page asks for a code emailed to the address on file first, so the
 * link alone stops being enough. 14 days is the rule: most homeowners decide within
 * two weeks of the email, so they never meet the code. The rest are tuned for a person
 * reading an email on a phone, and against guessing (5 tries of a 6-digit code, a few codes
 * a day: a guess succeeds about once in 40,000 days).
 */
export const proposalAccess = {
  /** A link sent more than this many days ago asks for the code (counted from the version's sending) */
  codeAfterDays: 14,
  /** How long an emailed code works */
  codeMinutes: 15,
  /** Wrong tries a code takes before a new one is needed */
  triesPerCode: 5,
  /** The least time between two codes for one version (a double press sends one email) */
  resendSeconds: 60,
  /** The most codes one version emails in a day, so the link cannot flood the homeowner's inbox */
  codesPerDay: 5,
  /** How long a correct code opens the link in that browser: the rest of the visit */
  openHours: 12,
} as const;
