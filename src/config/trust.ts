import type { TrustFactsInput } from "./trust-types";

/**
 * Facts a homeowner can check, shown in the trust band on the home, about, contact and
 * service pages and, where Google's rules allow, in the structured data. Each is optional
 * and appears only when set. Fill in only what is true today, with the issuer's own page to
 * check it on; never an estimate, never a rating you have not read off the profile.
 *
 * The demo identity is a fictional business, so it holds no license, policy, certificate
 * or rating, and sets none of them. A filled-in example (every field, as the tests use it)
 * is e2e/fixtures/trust-facts.ts.
 *
 *   foundedYear     2009
 *   licenses        [{ authority, kind, number, verifyUrl? }]
 *   insurance       [{ coverage, carrier, limit? }]
 *   certifications  [{ programme, level?, verifyUrl? }]   names only: no logo files shipped
 *   ratings         [{ source, score, outOf?, count, checked: "YYYY-MM-DD", url }]
 *
 * Ratings are never put in the structured data: Google treats a business's own rating of
 * itself as self-serving and ignores it or penalises the page.
 */
export const trustFacts: TrustFactsInput = {};
