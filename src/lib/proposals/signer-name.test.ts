import { describe, expect, it } from "vitest";
import { signerNameProblem } from "./signer-name.ts";

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
  ])("refuses %j as %s", (name, problem) => {
    expect(signerNameProblem(name)).toBe(problem);
  });
});
