import { graphContext, nodeOf } from "../test-support/graph-context";
import { trustFacts } from "../test-support/trust-facts";
import { pageGraph, type GraphContext } from "./json-ld";
import { readTrustFacts } from "./trust-facts";

const context = (trust: GraphContext["trust"]) =>
  graphContext({ pageUrl: "https://roofs.example.com/about", areas: [], trust });

const businessOf = (trust: GraphContext["trust"]) =>
  nodeOf(pageGraph(context(trust)), "RoofingContractor");

describe("the business's trust properties", () => {
  it("adds no trust property the contractor has not set", () => {
    const business = businessOf(readTrustFacts({}, new Date()));
    expect(business).not.toHaveProperty("foundingDate");
    expect(business).not.toHaveProperty("hasCredential");
  });

  it("states the founding year and each license and certification with its issuer", () => {
    const trust = readTrustFacts(trustFacts, new Date("2026-11-27T12:00:00Z"));
    const business = businessOf(trust);
    expect(business?.["foundingDate"]).toBe("2004");
    expect(business?.["hasCredential"]).toEqual([
      {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "license",
        name: "Home improvement contractor registration",
        identifier: "HIC-000123",
        recognizedBy: { "@type": "Organization", name: "Test City Codes Office" },
        url: "https://licenses.example.com/lookup?number=HIC-000123",
      },
      {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "license",
        name: "Roofing contractor license",
        identifier: "RC-9876",
        recognizedBy: { "@type": "Organization", name: "Test State Licensing Board" },
      },
      {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "certification",
        name: "Example Shingles Preferred Contractor",
        recognizedBy: { "@type": "Organization", name: "Example Shingles" },
        url: "https://shingles.example.com/contractors/test-roofing",
      },
      {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "certification",
        name: "Example Standard",
        recognizedBy: { "@type": "Organization", name: "Example Standard" },
      },
    ]);
  });

  it("keeps a public rating out of the markup even when one is set: it would be self-serving", () => {
    const trust = readTrustFacts(trustFacts, new Date("2026-11-27T12:00:00Z"));
    expect(trust.ratings).toHaveLength(1);
    const text = JSON.stringify(pageGraph(context(trust)));
    expect(text).not.toMatch(/Review|Rating|4\.8|126/);
  });
});
