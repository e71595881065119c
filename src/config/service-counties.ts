/**
 * The counties each area page (src/content/areas) covers, as Census county FIPS codes
 * (state 21 Kentucky, 18 Indiana; codes from the Census Bureau's county list, the `id` of
 * each county in the us-atlas package). Louisville is Louisville Metro, which since 2003 is
 * all of Jefferson County, so both pages name 21111. Everything geographic (the ZIPs the
 * estimator counts as served, the storm reports kept, the maps) is derived from these codes
 * and the Census data in packages, never from typed-in coordinates.
 */
export const serviceCounties: Record<string, readonly string[]> = {
  "louisville-ky": ["21111"],
  "jefferson-county-ky": ["21111"],
  "bullitt-county-ky": ["21029"],
  "oldham-county-ky": ["21185"],
  "shelby-county-ky": ["21211"],
  "floyd-county-in": ["18043"],
};
