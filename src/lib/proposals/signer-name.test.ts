import { describe, expect, it } from "vitest";
import { signerName, signerNameProblem } from "./signer-name.ts";

describe("signerName", () => {
  it("composes accents, turns no-break spaces into spaces and one space between words", () => {
    expect(signerName("Zoe\u0308  Bronte\u0308\u00A0Jr.")).toBe("Zoë Brontë Jr.");
  });
});

describe("signerNameProblem", () => {
  it.each([
    "Dana Whitfield",
    "Nguyễn Thị Ánh",
    "Mary-Kate O'Brien",
    "J. R. Smith, Jr.",
    "Ζωή Παππά",
    "Иван Петров",
    "Zoë Brontë",
  ])("accepts %s", (name) => {
    expect(signerNameProblem(name)).toBeNull();
  });

  it.each([
    ["", "short"],
    ["  A  ", "short"],
    ["A".repeat(121), "long"],
    ["\u0007\u0007\u0007", "control"],
    ["Dana\nWhitfield", "line-break"],
    ["...", "no-letter"],
    ["李小龙", "script"],
    ["Dana 😀", "script"],
    ["Dana <script>", "script"],
    ["Dana 2", "script"],
    ["Dana Whitfield\u034F", "script"],
    ["Dana\uFE0F", "script"],
    ["Dana\u0E31", "script"],
    ["A\u0301\u0301\u0301", "script"],
  ])("refuses %j as %s", (name, problem) => {
    expect(signerNameProblem(name)).toBe(problem);
  });
});
