/**
 * Where a visitor came from, sent with a quote request: the referrer, UTM parameters and
 * a Google Ads click id. Kept apart from the schema so the browser gets the list without
 * the validation library.
 */
export const attributionKeys = [
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
] as const;
