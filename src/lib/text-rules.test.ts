import { describe, expect, it } from "vitest";
import { asCleanLine, looksLikeStreetAddress, textProblem, withoutLinks } from "./text-rules.ts";

describe("the text rule", () => {
  it.each([
    ["NUL", "Dana\u0000"],
    ["DEL", "Dana\u007F"],
    ["a C1 control", "Dana\u0085"],
    ["a lone surrogate", "Dana\uD800"],
    ["a right-to-left override", "Q-\u202E99EKAF"],
    ["a bidi isolate", "\u2066Dana\u2069"],
  ])("refuses %s anywhere", (_label, value) => {
    expect(textProblem(value, "multi-line")).toBe("control");
    expect(textProblem(asCleanLine(value), "single-line")).toBeNull();
  });

  it("keeps right-to-left text, emoji and accents, which need no control character", () => {
    for (const value of ["שלום", "مرحبا", "Zoë Müller", "Roof 🏠 leak"])
      expect(textProblem(value, "single-line")).toBeNull();
  });

  it("allows line breaks only where a field has several lines", () => {
    expect(textProblem("one\ntwo", "multi-line")).toBeNull();
    expect(textProblem("one\ntwo", "single-line")).toBe("line-break");
  });
});

describe("typed text repeated in our messages", () => {
  it.each([
    "2204 Frankfort Ave, Louisville, KY 40206",
    "2204 Frankfort Ave",
    "4127 Bardstown Rd., Louisville, KY 40218",
    "12B St. Matthews Ave #3, Louisville",
    "7 N. Hubbards Ln",
    "1200-1/2 O'Neil Ct, Jeffersontown, KY 40299",
  ])("takes %j as a street address", (address) => {
    expect(looksLikeStreetAddress(address)).toBe(true);
  });

  it.each([
    "URGENT: verify your payment at https://evil.example/pay",
    "123 Main St https://evil.example/pay",
    "123 Main St www.evil.com",
    "123 Main St, pay at evil.com/x",
    "123 Main St <b>",
    "Main St",
    "123",
    "123 !!!",
    "",
  ])("refuses %j", (address) => {
    expect(looksLikeStreetAddress(address)).toBe(false);
  });

  it("strips links from a name and keeps the name", () => {
    expect(withoutLinks("Dana https://evil.example/pay Whitfield")).toBe("Dana Whitfield");
    expect(withoutLinks("Visit www.evil.com now")).toBe("Visit now");
    expect(withoutLinks("Mary-Ann St. John")).toBe("Mary-Ann St. John");
    expect(withoutLinks("Zoë Müller")).toBe("Zoë Müller");
  });
});
