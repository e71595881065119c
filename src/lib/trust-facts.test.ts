import { trustFacts } from "../test-support/trust-facts";
import { hasTrustFacts, readTrustFacts } from "./trust-facts";

const now = new Date("2026-11-27T12:00:00Z");
const rating = trustFacts.ratings?.[0];

describe("readTrustFacts", () => {
  it("reads a config with every fact set, lists filled in", () => {
    const facts = readTrustFacts(trustFacts, now);
    expect(facts.licenses).toHaveLength(2);
    expect(facts.ratings[0]?.outOf).toBe(5);
    expect(hasTrustFacts(facts)).toBe(true);
  });

  it("reads an empty config as no facts at all, so no band is drawn", () => {
    const facts = readTrustFacts({}, now);
    expect(facts).toEqual({ licenses: [], insurance: [], certifications: [], ratings: [] });
    expect(hasTrustFacts(facts)).toBe(false);
  });

  it("counts a founding year alone as a fact", () => {
    expect(hasTrustFacts(readTrustFacts({ foundedYear: 1998 }, now))).toBe(true);
  });

  it.each([
    [
      "a verification link that is not https",
      {
        licenses: [
          {
            authority: "City",
            kind: "License",
            number: "1",
            verifyUrl: "http://city.example.com/1",
          },
        ],
      },
    ],
    ["a rating above its scale", { ratings: [{ ...rating, score: 5.2 }] }],
    ["a rating with no profile link", { ratings: [{ ...rating, url: "" }] }],
    ["a checked date that is not a date", { ratings: [{ ...rating, checked: "last week" }] }],
    ["a fractional review count", { ratings: [{ ...rating, count: 12.5 }] }],
  ])("refuses %s", (_, input) => {
    expect(() => readTrustFacts(input as never, now)).toThrow();
  });

  it("refuses a founding year or a checked date after the build", () => {
    expect(() => readTrustFacts({ foundedYear: 2027 }, now)).toThrow(/foundedYear 2027/);
    expect(() => readTrustFacts({ ratings: [{ ...rating!, checked: "2026-11-28" }] }, now)).toThrow(
      /checked date/,
    );
  });
});
