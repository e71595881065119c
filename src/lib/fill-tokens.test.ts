import { describe, expect, it } from "vitest";
import { facts } from "../config/facts";
import { site } from "../config/site";
import { fillTokens } from "./fill-tokens";

describe("fillTokens", () => {
  it("fills identity and fact tokens from config", () => {
    expect(fillTokens("Call {phone} about shingles lasting {asphaltShingleLife}.")).toBe(
      `Call ${site.phone.display} about shingles lasting ${facts.asphaltShingleLife}.`,
    );
  });

  it("refuses an unknown token so a typo fails the build", () => {
    expect(() => fillTokens("Lasts {asphaltLife}")).toThrow(/Unknown copy token \{asphaltLife\}/);
  });

  it("leaves text without tokens alone", () => {
    expect(fillTokens("24/7 emergency tarping")).toBe("24/7 emergency tarping");
  });
});
