import fc from "fast-check";
import { defaultPriceBook } from "../../config/price-book";
import { estimateRoof, type Estimate } from "./estimate";
import { areaLimits, pitchValues, shapeValues, type RoofInputs } from "./roof-inputs";

const book = defaultPriceBook();

/** Every figure of an estimate a homeowner sees as money, flattened in a fixed order. */
const prices = (estimate: Estimate) =>
  estimate.options.flatMap(({ price, monthly }) => [
    price.low,
    price.high,
    monthly.low,
    monthly.high,
  ]);

const inputs = fc.record({
  footprint: fc.double({ min: areaLimits.min, max: areaLimits.max, noNaN: true }),
  pitch: fc.integer({ min: 0, max: pitchValues.length - 1 }),
  shape: fc.integer({ min: 0, max: shapeValues.length - 1 }),
  layers: fc.constantFrom(1 as const, 2 as const),
});
type Drawn = typeof inputs extends fc.Arbitrary<infer T> ? T : never;

const toInputs = (drawn: Drawn): RoofInputs => ({
  footprint: drawn.footprint,
  pitch: pitchValues[drawn.pitch]!,
  shape: shapeValues[drawn.shape]!,
  layers: drawn.layers,
});

/** Asserts that no price of `larger` is below the same price of `smaller`. */
function neverLower(smaller: Drawn, larger: Drawn) {
  const before = prices(estimateRoof(toInputs(smaller), book));
  const after = prices(estimateRoof(toInputs(larger), book));
  after.forEach((price, index) => expect(price).toBeGreaterThanOrEqual(before[index]!));
}

describe("estimateRoof is monotonic", () => {
  it("a bigger footprint never lowers a price", () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: areaLimits.max, noNaN: true }), (drawn, extra) =>
        neverLower(drawn, {
          ...drawn,
          footprint: Math.min(areaLimits.max, drawn.footprint + extra),
        }),
      ),
    );
  });

  it("a steeper pitch never lowers a price", () => {
    fc.assert(
      fc.property(inputs, (drawn) =>
        neverLower(drawn, { ...drawn, pitch: Math.min(pitchValues.length - 1, drawn.pitch + 1) }),
      ),
    );
  });

  it("a more complex shape never lowers a price", () => {
    fc.assert(
      fc.property(inputs, (drawn) =>
        neverLower(drawn, { ...drawn, shape: Math.min(shapeValues.length - 1, drawn.shape + 1) }),
      ),
    );
  });

  it("a second layer never lowers a price", () => {
    fc.assert(
      fc.property(inputs, (drawn) => neverLower({ ...drawn, layers: 1 }, { ...drawn, layers: 2 })),
    );
  });

  it("every figure is a positive whole number of dollars, never NaN or $0", () => {
    fc.assert(
      fc.property(inputs, (drawn) => {
        const estimate = estimateRoof(toInputs(drawn), book);
        expect(estimate.squares).toBeGreaterThan(0);
        for (const price of prices(estimate)) {
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThan(0);
        }
        for (const { price } of estimate.options) expect(price.high).toBeGreaterThan(price.low);
      }),
    );
  });
});
