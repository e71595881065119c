import { trustFacts } from "../config/trust";
import { readTrustFacts } from "./trust-facts";

/** The contractor's checkable facts (src/config/trust.ts), checked once when the site is built. */
export const siteTrust = readTrustFacts(trustFacts, new Date());
