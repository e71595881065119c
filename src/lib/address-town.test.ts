import { describe, expect, it } from "vitest";
import { townOf } from "./address-town.ts";

describe("townOf", () => {
  it.each([
    ["123 Main St, Jeffersontown, KY 40299", "Jeffersontown"],
    ["Apt 4, 900 River Rd, New Albany, IN 47150", "New Albany"],
    ["  123 Main St ,  Shively , KY 40216 ", "Shively"],
    ["123 Main St, Louisville KY 40202", "Louisville"],
    ["123 Main St, Clarksville IN 47129-1234", "Clarksville"],
    ["123 Main St, St. Matthews 40207", "St. Matthews"],
    ["123 Main St, Prospect", "Prospect"],
    ["123 Main St, Louisville, KY, 40202", "Louisville"],
    ["900 River Rd, Jeffersonville, Indiana", "Jeffersonville"],
    ["Louisville, KY 40202", "Louisville"],
    ["Shepherdsville KY", "Shepherdsville"],
  ])("%j is in %j", (address, town) => {
    expect(townOf(address)).toBe(town);
  });

  it.each([
    [""],
    ["123 Main St"],
    [" , , "],
    ["Bardstown Rd"],
    ["123 Main St, KY 40202"],
    ["KY 40202"],
    ["123 Main St 40202"],
  ])("%j has no town", (address) => {
    expect(townOf(address)).toBeUndefined();
  });
});
