import { z } from "astro/zod";
import {
  areaLimits,
  layerValues,
  pitchValues,
  shapeValues,
  storyValues,
  type RoofInputs,
  type Stories,
} from "./roof-inputs.ts";

// The site's CSP forbids eval, which zod would otherwise probe for in the browser.
z.config({ jitless: true });

/** The query string's fields, in the order the form shows them. */
export const estimateFields = [
  "footprint",
  "living",
  "stories",
  "pitch",
  "shape",
  "layers",
  "zip",
] as const;
export type EstimateField = (typeof estimateFields)[number];
export type EstimateValues = Partial<Record<EstimateField, string>>;
export type EstimateErrors = Partial<Record<EstimateField, string>>;

export type EstimateQuery =
  | { state: "empty"; values: EstimateValues }
  | { state: "invalid"; values: EstimateValues; errors: EstimateErrors }
  | { state: "valid"; values: EstimateValues; inputs: RoofInputs };

const range = `${areaLimits.min.toLocaleString("en-US")} and ${areaLimits.max.toLocaleString("en-US")}`;
/** "1,800", " 1800 " and "1800 sq ft" are all 1,800 to a homeowner. */
const squareFeet = (what: string) => {
  const outOfRange = `Enter the ${what} in square feet, between ${range}.`;
  return (
    z
      .string()
      .transform((text) => text.replace(/,|sq\.? ?ft\.?|square feet/gi, "").trim())
      .pipe(
        z
          .string()
          .regex(/^\d+(\.\d+)?$/, `Enter the ${what} as a number of square feet, like 1,800.`),
      )
      .transform(Number)
      // A string of digits too long for a double reads as Infinity: too big, like 10 million.
      .pipe(
        z
          .number({ error: outOfRange })
          .min(areaLimits.min, outOfRange)
          .max(areaLimits.max, outOfRange),
      )
  );
};
const choice = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as [T, ...T[]], { error: message });

const schemas = {
  footprint: squareFeet("footprint"),
  living: squareFeet("living area"),
  stories: choice(storyValues.map(String), "Choose how many stories the house has."),
  pitch: choice(pitchValues, "Choose the picture closest to your roof's steepness."),
  shape: choice(shapeValues, "Choose the picture closest to your roof's shape."),
  layers: choice(layerValues.map(String), "Choose one or two layers of old shingles."),
  zip: z.string().regex(/^\d{5}$/, "Enter a 5-digit ZIP code, or leave it empty."),
};

/**
 * Reads an estimate from the /estimate query string: the result when every field is right,
 * else a message per wrong field, with what was typed kept to refill the form. The page and
 * the island both read the form through this, so they agree on every message.
 */
export function readEstimateQuery(params: URLSearchParams): EstimateQuery {
  const values: EstimateValues = {};
  for (const field of estimateFields) {
    const value = params.get(field)?.trim();
    if (value) values[field] = value;
  }
  if (Object.keys(values).length === 0) return { state: "empty", values };

  const errors: EstimateErrors = {};
  const read = <F extends keyof typeof schemas>(field: F) => {
    const result = schemas[field].safeParse(values[field] ?? "");
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? "Please check this.";
    return result.data as z.output<(typeof schemas)[F]> | undefined;
  };

  // The footprint when known; otherwise the living area spread over the stories.
  let footprint: number | undefined;
  let from: RoofInputs["from"];
  if (values.footprint) footprint = read("footprint");
  else if (values.living) {
    const living = read("living");
    const stories = read("stories");
    if (living !== undefined && stories !== undefined) {
      from = { living, stories: Number(stories) as Stories };
      footprint = living / from.stories;
      // The living area alone is in range, but spread over the stories the ground floor
      // may not be: the same limit a typed footprint meets, told beside the living area.
      if (footprint < areaLimits.min)
        errors.living =
          `${living.toLocaleString("en-US")} sq ft over ${stories} stories is a ground floor ` +
          `under ${areaLimits.min} sq ft. Check the living area and the stories.`;
    }
  } else errors.footprint = "Enter the footprint, or the living area and stories instead.";
  const pitch = read("pitch");
  const shape = read("shape");
  const layers = read("layers");
  const zip = values.zip ? read("zip") : undefined;

  if (footprint === undefined || !pitch || !shape || !layers || Object.keys(errors).length > 0) {
    return { state: "invalid", values, errors };
  }
  const inputs: RoofInputs = {
    footprint,
    from,
    pitch,
    shape,
    layers: Number(layers) as 1 | 2,
    zip,
  };
  return { state: "valid", values, inputs };
}

/**
 * The query string of an estimate's inputs: its shareable address, and what the quote form
 * receives. The stories go only with a living area: the form always sends them, and
 * alone they mean nothing.
 */
export function estimateSearch(values: EstimateValues): string {
  const params = new URLSearchParams();
  for (const field of estimateFields) {
    const value = values[field];
    if (value && (field !== "stories" || values.living)) params.set(field, value);
  }
  return params.toString();
}
