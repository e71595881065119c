import { describe, expect, it } from "vitest";
import { textProblem } from "../lib/text-rules.ts";
import { esignDisclosure } from "./esign-disclosure.ts";
import { site } from "./site.ts";

describe("the ESIGN disclosure", () => {
  it("cites every statement 15 U.S.C. 7001(c)(1)(B) and (C)(i) asks for", () => {
    const cited = esignDisclosure.points.map((point) => point.cite).join(" ");
    for (const clause of ["(B)(i)(I)", "(B)(i)(II)", "(B)(ii)", "(B)(iii)", "(B)(iv)", "(C)(i)"]) {
      expect(cited).toContain(clause);
    }
  });

  it("tells the homeowner how to reach the office, from the site's config", () => {
    const paper = esignDisclosure.points.find((point) => point.title === "Paper copies");
    expect(paper?.text).toContain(site.phone.display);
    expect(paper?.text).toContain(site.email);
  });

  it("has a version and plain one-line texts", () => {
    expect(esignDisclosure.version).not.toBe("");
    for (const text of [
      esignDisclosure.consentLabel,
      esignDisclosure.consentRequired,
      ...esignDisclosure.points.map((point) => point.text),
    ]) {
      expect(textProblem(text, "single-line")).toBeNull();
    }
  });
});
