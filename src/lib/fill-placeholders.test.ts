import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./fill-placeholders";

describe("fillPlaceholders", () => {
  it("fills each name it is given, wherever it appears", () => {
    expect(
      fillPlaceholders("{n} payments of {amount}, {n} in all", { n: "60", amount: "$210" }),
    ).toBe("60 payments of $210, 60 in all");
  });

  it("leaves a name it was not given as written, so a missing value shows instead of vanishing", () => {
    expect(fillPlaceholders("Cancel by {cancelBy}", {})).toBe("Cancel by {cancelBy}");
  });
});
