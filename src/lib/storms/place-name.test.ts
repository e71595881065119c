import { describe, expect, it } from "vitest";
import { placeName } from "./place-name";

describe("placeName", () => {
  it.each([
    ["2 NE HIGHVIEW", "2 NE Highview"],
    ["1 N JEFFERSONTOWN", "1 N Jeffersontown"],
    ["3 WSW MT WASHINGTON", "3 WSW Mt Washington"],
    ["ST. MATTHEWS", "St. Matthews"],
    ["FT KNOX", "Ft Knox"],
    ["NEW ALBANY", "New Albany"],
    ["MOUTH OF SALT RIVER", "Mouth of Salt River"],
    ["MCDONALD", "McDonald"],
    ["O'BANNON", "O'Bannon"],
    ["PEWEE VLY", "Pewee Vly"],
    ["(SDF)LOUISVILLE INTL AR", "(SDF)Louisville Intl Ar"],
    ["1.5 SSE E LOUISVILLE", "1.5 SSE E Louisville"],
    ["SELLERSBURG-WEST", "Sellersburg-West"],
  ])("%s → %s", (capitals, normal) => {
    expect(placeName(capitals)).toBe(normal);
  });

  it("keeps a place already in normal case as the source wrote it", () => {
    expect(placeName("2 NE Highview")).toBe("2 NE Highview");
    expect(placeName("LaGrange")).toBe("LaGrange");
  });

  it("leaves text without letters alone", () => {
    expect(placeName("")).toBe("");
    expect(placeName("12")).toBe("12");
  });
});
