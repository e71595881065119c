import { shareCardSvg, wrapWords } from "./share-card";

const colors = { deep: "#091b2d", theme: "#0f2a44", accent: "#c2410c", light: "#dce7f2" };

describe("wrapWords", () => {
  it("breaks between words, never inside one", () => {
    expect(wrapWords("Ridgeline Roofing & Exteriors", 20)).toEqual([
      "Ridgeline Roofing &",
      "Exteriors",
    ]);
    expect(wrapWords("Supercalifragilistic roofing", 5)).toEqual([
      "Supercalifragilistic",
      "roofing",
    ]);
  });
});

describe("shareCardSvg", () => {
  const svg = shareCardSvg({
    name: "Ridgeline Roofing & Exteriors",
    tagline: "Roofs <done> right",
    phone: "(502) 555-0147",
    areaText: "Serving Louisville Metro & Southern Indiana",
    colors,
  });

  it("is a 1200x630 card", () => {
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });

  it("writes the config's words as escaped XML text", () => {
    expect(svg).toContain("Ridgeline Roofing &#38;");
    expect(svg).toContain("Roofs &#60;done&#62; right");
    expect(svg).toContain("(502) 555-0147");
    expect(svg).not.toMatch(/&(?!#\d+;)/);
  });
});
