import { site } from "../config/site";
import type { GraphContext } from "../lib/json-ld";
import type { JsonLdNode } from "../lib/json-ld-node";

/** A page's structured-data context for the JSON-LD unit tests; each test overrides its part. */
export const graphContext = (overrides: Partial<GraphContext> = {}): GraphContext => ({
  business: site,
  siteUrl: new URL("https://roofs.example.com"),
  pageUrl: "https://roofs.example.com/residential/siding",
  logoUrl: "https://roofs.example.com/icon-512.png",
  businessImageUrl: "https://roofs.example.com/og-image.png",
  imageUrl: "https://roofs.example.com/_astro/siding.jpg",
  areas: [
    { id: "louisville-ky", name: "Louisville", kind: "city", state: "KY" },
    { id: "floyd-county-in", name: "Floyd County", kind: "county", state: "IN" },
  ],
  ...overrides,
});

/** The first node of a type in a page's graph. */
export const nodeOf = (graph: { "@graph": JsonLdNode[] }, type: string) =>
  graph["@graph"].find((node) => node["@type"] === type);
