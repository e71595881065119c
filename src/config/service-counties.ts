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

/**
 * Each served county's name as the public site writes it (the Census Bureau's county
 * names, with the state's postal code): the projects' filter and the staff form show them.
 */
export const servedCountyNames: Record<string, string> = {
  "21111": "Jefferson County, KY",
  "21029": "Bullitt County, KY",
  "21185": "Oldham County, KY",
  "21211": "Shelby County, KY",
  "18043": "Floyd County, IN",
};
