/**
 * The National Weather Service's hail size chart: the everyday object a spotter compares a
 * hailstone to, by its diameter in inches. Source: NWS Storm Data Preparation, Directive
 * 10-1605, section 7.15 "Hail" (the hail size table), also printed on weather.gov's
 * "Hail Size Chart" for spotters.
 */
export const hailSizeChart: readonly { inches: number; object: string }[] = [
  { inches: 0.25, object: "pea" },
  { inches: 0.5, object: "marble" },
  { inches: 0.7, object: "dime" },
  { inches: 0.75, object: "penny" },
  { inches: 0.88, object: "nickel" },
  { inches: 1.0, object: "quarter" },
  { inches: 1.25, object: "half dollar" },
  { inches: 1.5, object: "ping pong ball" },
  { inches: 1.75, object: "golf ball" },
  { inches: 2.0, object: "hen egg" },
  { inches: 2.5, object: "tennis ball" },
  { inches: 2.75, object: "baseball" },
  { inches: 3.0, object: "tea cup" },
  { inches: 4.0, object: "grapefruit" },
  { inches: 4.5, object: "softball" },
];

/** Inches as the reports give them: two decimals, "1.75 in". */
export function inchesText(inches: number): string {
  return `${inches.toFixed(2)} in`;
}

/**
 * A hail size in words and inches, as the chart names it: "golf ball, 1.75 in"; a size
 * between two objects is "larger than a quarter, 1.10 in", and one under a pea is just inches.
 *
 * @example hailSizeWords(1.75) → "golf ball, 1.75 in"
 */
export function hailSizeWords(inches: number): string {
  const below = hailSizeChart.filter((entry) => entry.inches <= inches + 1e-9).at(-1);
  if (!below) return inchesText(inches);
  const exact = Math.abs(below.inches - inches) < 0.005;
  return `${exact ? below.object : `larger than a ${below.object}`}, ${inchesText(inches)}`;
}
