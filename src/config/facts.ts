/**
 * Figures the copy quotes. Each fact is stated once here and reaches the pages through
 * `{token}` placeholders in content, so the site never contradicts itself (the original
 * copy gave two different lifespans for asphalt shingles).
 */
export const facts = {
  homeInspectionInterval: "every 2 years",
  commercialInspectionInterval: "twice a year",
  sidingInstallTime: "5 to 14 days",
  homeReplacementTime: "1 to 3 days",
  commercialReplacementTime: "1 to 2 weeks",
  asphaltShingleLife: "25 to 30 years",
  metalRoofLife: "50 years or more",
  replacementAge: "20 years",
  coatingLifeExtension: "10 to 20 years",
  manufacturerWarranty: "20 to 30 years",
  tarpLife: "several weeks to a few months",
  /**
   * When the office answers a quote request or a booking question: the one promise every
   * page and email makes ("{responseTime}" in copy). The office's own commitment; change it
   * here and nowhere else.
   */
  responseTime: "within one business day",
} as const;
