import { trustFactsSchema, type TrustFacts, type TrustFactsInput } from "../config/trust-types";

/**
 * Checks the facts once, when the site is built: a typo in a link, a rating above its
 * scale, a founding year or a checked date in the future fails the build with the field's
 * name instead of reaching a page.
 *
 * @example readTrustFacts({ foundedYear: 2009 }, new Date()).licenses // []
 */
export function readTrustFacts(input: TrustFactsInput, now: Date): TrustFacts {
  const facts = trustFactsSchema.parse(input);
  if (facts.foundedYear !== undefined && facts.foundedYear > now.getUTCFullYear()) {
    throw new Error(`trust.foundedYear ${facts.foundedYear} is in the future`);
  }
  const today = now.toISOString().slice(0, 10);
  for (const entry of facts.ratings) {
    if (entry.checked > today)
      throw new Error(`The ${entry.source} rating's checked date is ahead`);
  }
  return facts;
}

/** True when at least one fact is set: a band with nothing in it is not drawn. */
export function hasTrustFacts(facts: TrustFacts): boolean {
  return (
    facts.foundedYear !== undefined ||
    facts.licenses.length + facts.insurance.length + facts.certifications.length > 0 ||
    facts.ratings.length > 0
  );
}
