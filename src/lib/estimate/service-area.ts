/** A ZIP pattern: five digits, where `*` stands for any digit ("402**" is all of 402xx). */
function matches(pattern: string, zip: string): boolean {
  return pattern.length === zip.length && [...pattern].every((c, i) => c === "*" || c === zip[i]);
}

/**
 * Whether a five-digit ZIP lies in the service area's ZIP patterns (src/config/service-zips.ts, generated from Census data).
 *
 * @example isServedZip("40205", { "louisville-ky": ["402**"] }) → true
 */
export function isServedZip(zip: string, areas: Record<string, readonly string[]>): boolean {
  return Object.values(areas).some((patterns) => patterns.some((pattern) => matches(pattern, zip)));
}
