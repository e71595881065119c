import type { OpeningHours } from "../config/site";
import type { NavLink } from "../config/nav-types";
import { trustProperties } from "./json-ld-trust";
import type { JsonLdNode } from "./json-ld-node";
import type { TrustFacts } from "../config/trust-types";

/** The business identity the markup describes: a structural slice of config/site.ts. */
export interface Business {
  name: string;
  tagline: string;
  phone: { e164: string };
  email: string;
  hours: readonly OpeningHours[];
  social: { url: string };
  address: null | { street: string; city: string; region: string; postalCode: string };
}

const stateNames = { KY: "Kentucky", IN: "Indiana" } as const;

/** An entry of the areas collection, as the markup needs it. */
export interface ServedArea {
  id: string;
  name: string;
  kind: "city" | "county";
  state: keyof typeof stateNames;
}

/** What a page is about, beyond the business every page carries. */
export type PageSchema =
  | { type: "service"; name: string; serviceType: string; category: string; description: string }
  | { type: "area"; areaId: string }
  | {
      type: "article";
      headline: string;
      description: string;
      datePublished: Date;
      dateModified?: Date | undefined;
      author: string;
    };

export interface GraphContext {
  business: Business;
  /** The site's origin, from SITE_URL */
  siteUrl: URL;
  /** The page's canonical URL */
  pageUrl: string;
  logoUrl: string;
  /** The branded default share image: the business's own picture */
  businessImageUrl: string;
  /** This page's share image (the article's or service's picture, or the default) */
  imageUrl: string;
  areas: readonly ServedArea[];
  /** The visible trail, when the page shows one */
  breadcrumbs?: readonly NavLink[] | undefined;
  /** Founding year and credentials, when the contractor has set them (config/trust.ts) */
  trust?: TrustFacts | undefined;
}

const absolute = (path: string, siteUrl: URL) => new URL(path, siteUrl).href;

/** "https://example.com/#business": one id, so other nodes point at the business, not copy it. */
export const businessId = (siteUrl: URL) => absolute("/#business", siteUrl);
const websiteId = (siteUrl: URL) => absolute("/#website", siteUrl);

/** A served area as a schema.org place, e.g. Louisville → City in the State of Kentucky. */
export function placeNode(area: ServedArea): JsonLdNode {
  return {
    "@type": area.kind === "city" ? "City" : "AdministrativeArea",
    name: area.name,
    containedInPlace: { "@type": "State", name: stateNames[area.state] },
  };
}

function openingHours(hours: readonly OpeningHours[]): JsonLdNode[] {
  return hours.map((entry) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...entry.days],
    opens: entry.opens,
    closes: entry.closes,
  }));
}

/**
 * The contractor as a RoofingContractor. An address is added only when the config has one:
 * a service-area business must not invent a storefront.
 */
export function businessNode(ctx: GraphContext, areas: readonly ServedArea[]): JsonLdNode {
  const { business, siteUrl } = ctx;
  const node: JsonLdNode = {
    "@type": "RoofingContractor",
    "@id": businessId(siteUrl),
    name: business.name,
    description: business.tagline,
    url: absolute("/", siteUrl),
    logo: ctx.logoUrl,
    image: ctx.businessImageUrl,
    telephone: business.phone.e164,
    email: business.email,
    areaServed: areas.map(placeNode),
    openingHoursSpecification: openingHours(business.hours),
    sameAs: [business.social.url],
    ...trustProperties(ctx.trust),
  };
  if (business.address) {
    node["address"] = {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: "US",
    };
  }
  return node;
}

function websiteNode({ business, siteUrl }: GraphContext): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": websiteId(siteUrl),
    name: business.name,
    url: absolute("/", siteUrl),
    inLanguage: "en-US",
    publisher: { "@id": businessId(siteUrl) },
  };
}

/** The visible breadcrumb trail, position by position, with absolute URLs. */
export function breadcrumbNode(trail: readonly NavLink[], siteUrl: URL): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.href, siteUrl),
    })),
  };
}

function serviceNode(ctx: GraphContext, page: Extract<PageSchema, { type: "service" }>) {
  return {
    "@type": "Service",
    "@id": `${ctx.pageUrl}#service`,
    name: page.name,
    serviceType: page.serviceType,
    category: page.category,
    description: page.description,
    url: ctx.pageUrl,
    image: ctx.imageUrl,
    provider: { "@id": businessId(ctx.siteUrl) },
    areaServed: ctx.areas.map(placeNode),
  } satisfies JsonLdNode;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function articleNode(ctx: GraphContext, page: Extract<PageSchema, { type: "article" }>) {
  return {
    "@type": "BlogPosting",
    "@id": `${ctx.pageUrl}#article`,
    headline: page.headline,
    description: page.description,
    datePublished: isoDate(page.datePublished),
    dateModified: isoDate(page.dateModified ?? page.datePublished),
    image: ctx.imageUrl,
    url: ctx.pageUrl,
    mainEntityOfPage: ctx.pageUrl,
    inLanguage: "en-US",
    author: { "@type": "Organization", name: page.author, url: absolute("/about", ctx.siteUrl) },
    publisher: { "@id": businessId(ctx.siteUrl) },
  } satisfies JsonLdNode;
}

/** Area pages narrow the business to their own area; every other page lists them all. */
function areasFor(ctx: GraphContext, page: PageSchema | undefined): readonly ServedArea[] {
  if (page?.type !== "area") return ctx.areas;
  const area = ctx.areas.find((entry) => entry.id === page.areaId);
  if (!area) throw new Error(`Unknown service area "${page.areaId}"`);
  return [area];
}

/**
 * Everything a page says about itself, as one @graph: the business, the website, the
 * breadcrumb trail when there is one, and the service or article the page presents.
 */
export function pageGraph(ctx: GraphContext, page?: PageSchema) {
  const graph: JsonLdNode[] = [businessNode(ctx, areasFor(ctx, page)), websiteNode(ctx)];
  if (ctx.breadcrumbs && ctx.breadcrumbs.length > 1) {
    graph.push(breadcrumbNode(ctx.breadcrumbs, ctx.siteUrl));
  }
  if (page?.type === "service") graph.push(serviceNode(ctx, page));
  if (page?.type === "article") graph.push(articleNode(ctx, page));
  return { "@context": "https://schema.org", "@graph": graph };
}
