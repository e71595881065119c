import { describe, expect, it } from "vitest";
import { defaultPriceBook } from "../../config/price-book.ts";
import { estimateRoof, optionPrice, PRICE_STEP } from "./estimate.ts";

describe("optionPrice", () => {
  it("prices given squares with the tear-off of each layer, in whole hundreds", () => {
    // 25.5 × ($450 + $100) = $14,025: down to $14,000, up to $14,100.
    const roof = { squares: 25.5, perSquare: 450, tearOffPerLayer: 100, layers: 1 };
    expect(optionPrice(roof, "down")).toBe(14_000);
    expect(optionPrice(roof, "up")).toBe(14_100);
    // Two layers: 25.5 × ($450 + 2 × $100) = $16,575 → $16,600.
    expect(optionPrice({ ...roof, layers: 2 }, "up")).toBe(16_600);
    // No tear-off at all (a roof over, or no old layer).
    expect(optionPrice({ ...roof, layers: 0 }, "up")).toBe(11_500);
  });

  it("rounds the exact dollars, not a floating-point crumb above them", () => {
    // 10.8 × $750 is 8100.000000000001 in floating point: still $8,100 either way.
    const roof = { squares: 10.8, perSquare: 750, tearOffPerLayer: 0, layers: 0 };
    expect(optionPrice(roof, "up")).toBe(8_100);
    expect(optionPrice(roof, "down")).toBe(8_100);
  });

  it("leaves a price already on the step where it is", () => {
    const roof = { squares: 20, perSquare: 500, tearOffPerLayer: 100, layers: 1 };
    expect(optionPrice(roof, "down")).toBe(12_000);
    expect(optionPrice(roof, "up")).toBe(12_000);
    expect(PRICE_STEP).toBe(100);
  });

  it("is the rule the estimate's ranges use", () => {
    const book = defaultPriceBook();
    const estimate = estimateRoof(
      { footprint: 1800, pitch: "medium", shape: "moderate", layers: 1 },
      book,
    );
    estimate.options.forEach(({ option, price }) => {
      const at = (side: "low" | "high") => ({
        squares: estimate.squares,
        perSquare: option.perSquare[side],
        tearOffPerLayer: book.tearOffPerLayer[side],
        layers: 1,
      });
      expect(price).toEqual({
        low: optionPrice(at("low"), "down"),
        high: optionPrice(at("high"), "up"),
      });
    });
  });
});
