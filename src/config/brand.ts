/**
 * Brand colours that live outside CSS: the browser's theme colour, the web app manifest
 * and the generated share card. They repeat tokens from src/styles/global.css, because a
 * <meta> tag or a PNG cannot read a CSS variable; brand.test.ts keeps the two in step.
 */
export const brandColors = {
  /** --color-brand-900: the header and browser UI colour */
  theme: "#0f2a44",
  /** --color-brand-950: the footer and the share card's background */
  deep: "#091b2d",
  /** --color-accent-600: the roofline in the logo mark */
  accent: "#c2410c",
  /** --color-brand-100: light text on navy */
  light: "#dce7f2",
  background: "#ffffff",
} as const;
