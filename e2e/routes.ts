/** Every public route, legal pages included: the suite's own list, independent of the build. */
export const routes = [
  "/",
  "/services",
  "/residential",
  "/residential/fortified-roofing",
  "/residential/siding",
  "/residential/gutters",
  "/residential/roof-inspection",
  "/residential/roofing-installation",
  "/residential/roof-repair",
  "/residential/roof-replacement",
  "/commercial",
  "/commercial/roof-inspection",
  "/commercial/roof-installation",
  "/commercial/roof-repair",
  "/commercial/roof-replacement",
  "/commercial/fluid-applied-roofing",
  "/emergency/storm-damage",
  "/emergency/roof-tarping",
  "/service-area",
  "/service-area/louisville-ky",
  "/service-area/jefferson-county-ky",
  "/service-area/bullitt-county-ky",
  "/service-area/oldham-county-ky",
  "/service-area/shelby-county-ky",
  "/service-area/floyd-county-in",
  "/about",
  "/sponsorships",
  "/testimonials",
  "/financing",
  "/estimate",
  "/storm-check",
  "/storms",
  "/book",
  "/faqs",
  "/blog",
  "/blog/5-warning-signs-new-roof",
  "/blog/understanding-insurance-roof-damage",
  "/blog/benefits-fortified-roofing",
  "/contact",
  "/privacy",
  "/terms",
] as const;

/** Pages that carry the shared quote form. */
export const quoteFormRoutes = routes.filter(
  (route) =>
    /^\/(residential|commercial|emergency)\/./.test(route) ||
    route.startsWith("/service-area/") ||
    ["/residential", "/financing", "/contact"].includes(route),
);

/** One page of each kind, as the design is judged: each has its own layout and picture. */
export const pageKinds = {
  home: "/",
  hub: "/residential",
  service: "/residential/roof-replacement",
  area: "/service-area/louisville-ky",
  emergency: "/emergency/storm-damage",
  contact: "/contact",
  about: "/about",
} as const;

/** The twelve residential and commercial service pages. */
export const servicePages = routes.filter((route) => /^\/(residential|commercial)\/./.test(route));
