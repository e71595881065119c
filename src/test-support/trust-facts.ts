import type { TrustFactsInput } from "../config/trust-types";

/**
 * Every trust fact set, for tests only: the trust band's and the structured data's unit
 * tests read it, and e2e/trust-facts.desktop.spec.ts builds a copy of the site with this file
 * in place of src/config/trust.ts. Invented on purpose and marked as such (example.com
 * links, "Test" issuers): the real site never shows facts like these unless they are true.
 */
export const trustFacts: TrustFactsInput = {
  foundedYear: 2004,
  licenses: [
    {
      authority: "Test City Codes Office",
      kind: "Home improvement contractor registration",
      number: "HIC-000123",
      verifyUrl: "https://licenses.example.com/lookup?number=HIC-000123",
    },
    {
      authority: "Test State Licensing Board",
      kind: "Roofing contractor license",
      number: "RC-9876",
    },
  ],
  insurance: [
    {
      coverage: "General liability",
      carrier: "Example Mutual Insurance",
      limit: "$2,000,000 per occurrence",
    },
    { coverage: "Workers' compensation", carrier: "Example Casualty" },
  ],
  certifications: [
    {
      programme: "Example Shingles",
      level: "Preferred Contractor",
      verifyUrl: "https://shingles.example.com/contractors/test-roofing",
    },
    { programme: "Example Standard" },
  ],
  ratings: [
    {
      source: "Example Reviews",
      score: 4.8,
      outOf: 5,
      count: 126,
      checked: "2026-11-02",
      url: "https://reviews.example.com/biz/test-roofing",
    },
  ],
};
