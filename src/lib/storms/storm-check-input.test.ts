import { describe, expect, it } from "vitest";
import { readStormCheckInput } from "./storm-check-input";

describe("readStormCheckInput", () => {
  it.each([
    ["40205", "40205"],
    [" 40205 ", "40205"],
    ["1234 Bardstown Rd, Louisville, KY 40205", "40205"],
    ["1234 Bardstown Rd, Louisville, KY 40205-1234", "40205"],
    ["12345 Main St, Jeffersonville IN 47130", "47130"],
  ])("%j reads ZIP %s", (typed, zip) => {
    expect(readStormCheckInput(typed)).toMatchObject({ state: "ok", zip });
  });

  it("asks again for letters, a partial ZIP or control characters, and keeps the text", () => {
    for (const typed of ["abcde", "4020", "402051", "Louisville\u0001KY"]) {
      const input = readStormCheckInput(typed);
      expect(input.state).toBe("invalid");
      if (input.state === "invalid") {
        expect(input.message).toContain("five-digit ZIP code");
        expect(input.value).toBe(typed.replace("\u0001", ""));
      }
    }
  });

  it("refuses an over-long address, keeping its first 120 characters", () => {
    const input = readStormCheckInput(`${"x".repeat(200)} 40205`);
    expect(input).toMatchObject({ state: "invalid", value: "x".repeat(120) });
  });

  it("is empty without a value", () => {
    expect(readStormCheckInput(null)).toEqual({ state: "empty" });
    expect(readStormCheckInput("   ")).toEqual({ state: "empty" });
  });
});
