/**
 * The ZIP codes the estimator counts as inside the service area, per area page (the keys are
 * the files in src/content/areas). No ZIP list existed: these are the post-office ZIPs of
 * the towns each area page lists under `communities`, and every 402xx ZIP, which is
 * Louisville and the rest of Jefferson County. A ZIP outside them still gets a range, with
 * a line saying we may not reach it; the office corrects this list when it learns of a gap.
 */
export const serviceZips: Record<string, readonly string[]> = {
  "louisville-ky": ["402**"],
  "jefferson-county-ky": ["402**", "40023", "40025", "40041", "40059", "40118"],
  "bullitt-county-ky": ["40047", "40109", "40110", "40150", "40165"],
  "oldham-county-ky": ["40010", "40014", "40026", "40031", "40032", "40056", "40059", "40077"],
  "shelby-county-ky": ["40003", "40022", "40046", "40065", "40066", "40067", "40076"],
  "floyd-county-in": ["47119", "47122", "47124", "47150", "47151"],
};
