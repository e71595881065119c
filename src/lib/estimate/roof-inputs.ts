/**
 * What a homeowner tells the estimator, and the words each choice is shown with. The page,
 * the island and the calculation all read these lists, so a choice exists in one place.
 */
export const pitchValues = ["low", "medium", "steep", "very-steep"] as const;
export type Pitch = (typeof pitchValues)[number];

export const shapeValues = ["simple", "moderate", "complex"] as const;
export type Shape = (typeof shapeValues)[number];

export const layerValues = [1, 2] as const;
export type Layers = (typeof layerValues)[number];

/** Half stories are the Cape Cods and bungalows with rooms under the roof. */
export const storyValues = [1, 1.5, 2, 3] as const;
export type Stories = (typeof storyValues)[number];

export const pitchChoices: Record<Pitch, { label: string; hint: string }> = {
  low: { label: "Low", hint: "Nearly flat, easy to walk on (up to 4 in 12)" },
  medium: { label: "Medium", hint: "The usual slope of a ranch or two-story (5 to 7 in 12)" },
  steep: { label: "Steep", hint: "Hard to stand on without a harness (8 to 10 in 12)" },
  "very-steep": {
    label: "Very steep",
    hint: "A tall, pointed roof, like a Victorian (11 in 12 and up)",
  },
};

export const shapeChoices: Record<Shape, { label: string; hint: string }> = {
  simple: { label: "Simple", hint: "A plain gable: two sides meeting at one ridge" },
  moderate: { label: "Moderate", hint: "A hip roof, or a gable with a few valleys" },
  complex: { label: "Complex", hint: "Many sides, dormers, turrets or levels" },
};

/** The size limits the estimator accepts, in square feet: a shed to a very large house. */
export const areaLimits = { min: 200, max: 20_000 } as const;

/** The house as the calculation sees it: the ground floor's area under the roof. */
export interface RoofInputs {
  footprint: number;
  /** Set when the footprint was worked out from the living area */
  from?: { living: number; stories: Stories } | undefined;
  pitch: Pitch;
  shape: Shape;
  layers: Layers;
  zip?: string | undefined;
}
