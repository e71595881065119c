import { describe, expect, it } from "vitest";
import { asCleanLine, textProblem } from "./text-rules.ts";

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
