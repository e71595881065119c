import { describe, expect, it } from "vitest";
import { formatDollars } from "./format-dollars";

describe("formatDollars", () => {
  it("groups thousands with commas", () => {
    expect(formatDollars(14_000)).toBe("$14,000");
    expect(formatDollars(185)).toBe("$185");
  });
});
