import { estimateSearch, readEstimateQuery } from "./estimate-query";

const read = (query: string) => readEstimateQuery(new URLSearchParams(query));
const complete = "pitch=medium&shape=moderate&layers=1";

describe("readEstimateQuery", () => {
  it("reads a complete estimate, footprint written as a homeowner would", () => {
    expect(read(`footprint=1,800 sq ft&${complete}&zip=40205`)).toEqual({
      state: "valid",
      values: {
        footprint: "1,800 sq ft",
        pitch: "medium",
        shape: "moderate",
        layers: "1",
        zip: "40205",
      },
      inputs: { footprint: 1800, pitch: "medium", shape: "moderate", layers: 1, zip: "40205" },
    });
  });

  it("works the footprint out from the living area and stories when no footprint is given", () => {
    const query = read(`living=3000&stories=1.5&${complete}`);
    expect(query.state === "valid" && query.inputs).toMatchObject({
      footprint: 2000,
      from: { living: 3000, stories: 1.5 },
    });
  });

  it("is empty, without a message, when nothing was asked", () => {
    expect(read("")).toEqual({ state: "empty", values: {} });
    expect(read("utm_source=flyer")).toEqual({ state: "empty", values: {} });
  });

  const outOfRange = (what: string) => `Enter the ${what} in square feet, between 200 and 20,000.`;
  const notANumber = "Enter the footprint as a number of square feet, like 1,800.";
  it.each([
    ["footprint=0", "footprint", outOfRange("footprint")],
    ["footprint=10000000", "footprint", outOfRange("footprint")],
    ["footprint=abc", "footprint", notANumber],
    ["footprint=0x100", "footprint", notANumber],
    ["footprint=Infinity", "footprint", notANumber],
    ["footprint=-1800", "footprint", notANumber],
    ["stories=2", "footprint", "Enter the footprint, or the living area and stories instead."],
    ["living=50&stories=2", "living", outOfRange("living area")],
    ["living=3000&stories=7", "stories", "Choose how many stories the house has."],
    // In range alone, but a 67 sq ft ground floor once spread over three stories.
    [
      "living=200&stories=3",
      "living",
      "200 sq ft over 3 stories is a ground floor under 200 sq ft. Check the living area and the stories.",
    ],
    ["footprint=1800&zip=4020", "zip", "Enter a 5-digit ZIP code, or leave it empty."],
  ])("%s: a message beside %s, the rest kept", (query, field, message) => {
    const result = read(`${query}&${complete}`);
    expect(result.state).toBe("invalid");
    if (result.state !== "invalid") return;
    expect(result.errors).toEqual({ [field]: message });
    expect(result.values).toMatchObject({ pitch: "medium", shape: "moderate", layers: "1" });
  });

  it("refuses hostile values with a message, never a throw", () => {
    for (const footprint of ["9".repeat(400), "1e400", "\u0000", "١٨٠٠", "__proto__"]) {
      const result = read(`footprint=${encodeURIComponent(footprint)}&${complete}`);
      expect(result.state === "invalid" && result.errors.footprint, footprint).toMatch(
        /^Enter the/,
      );
    }
    const choices = read("footprint=1800&pitch=__proto__&shape=constructor&layers=1");
    expect(choices.state === "invalid" && Object.keys(choices.errors)).toEqual(["pitch", "shape"]);
  });

  it("names every unknown choice by its own field", () => {
    const result = read("footprint=1800&pitch=vertical&shape=round&layers=3");
    expect(result.state === "invalid" && result.errors).toEqual({
      pitch: "Choose the picture closest to your roof's steepness.",
      shape: "Choose the picture closest to your roof's shape.",
      layers: "Choose one or two layers of old shingles.",
    });
  });
});

describe("estimateSearch", () => {
  it("writes the inputs back as the page's query string, in the form's order", () => {
    expect(
      estimateSearch({ layers: "1", footprint: "1800", pitch: "medium", shape: "simple" }),
    ).toBe("footprint=1800&pitch=medium&shape=simple&layers=1");
  });
});
