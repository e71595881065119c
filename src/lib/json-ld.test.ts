import { site } from "../config/site";
import { businessId, pageGraph, type PageSchema } from "./json-ld";
import { serializeJsonLd } from "./json-ld-script";
import { graphContext, nodeOf } from "../test-support/graph-context";

const context = graphContext;
const siteUrl = context().siteUrl;

describe("pageGraph", () => {
  it("describes the business from the config on every page", () => {
    const business = nodeOf(pageGraph(context()), "RoofingContractor");
    expect(business).toMatchObject({
      "@id": "https://roofs.example.com/#business",
      name: site.name,
      url: "https://roofs.example.com/",
      logo: "https://roofs.example.com/icon-512.png",
      image: "https://roofs.example.com/og-image.png",
      telephone: site.phone.e164,
      email: site.email,
      sameAs: [site.social.url],
      areaServed: [
        { "@type": "City", name: "Louisville", containedInPlace: { name: "Kentucky" } },
        {
          "@type": "AdministrativeArea",
          name: "Floyd County",
          containedInPlace: { name: "Indiana" },
        },
      ],
    });
    expect(business?.["openingHoursSpecification"]).toEqual(
      site.hours.map((entry) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: entry.days,
        opens: entry.opens,
        closes: entry.closes,
      })),
    );
  });

  it("adds an address only when the config has one", () => {
    expect(nodeOf(pageGraph(context()), "RoofingContractor")).not.toHaveProperty("address");
    const address = { street: "1 Main St", city: "Louisville", region: "KY", postalCode: "40202" };
    const withAddress = pageGraph(context({ business: { ...site, address } }));
    expect(nodeOf(withAddress, "RoofingContractor")?.["address"]).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: "1 Main St",
      addressRegion: "KY",
    });
  });

  it("marks up a service page as a Service provided by the business", () => {
    const page: PageSchema = {
      type: "service",
      name: "New Siding That Stands Up to Louisville Weather",
      serviceType: "Siding",
      category: "Residential",
      description: "Vinyl and fiber cement siding.",
    };
    const service = nodeOf(pageGraph(context(), page), "Service");
    expect(service).toMatchObject({
      serviceType: "Siding",
      provider: { "@id": businessId(siteUrl) },
      image: "https://roofs.example.com/_astro/siding.jpg",
      url: "https://roofs.example.com/residential/siding",
    });
    expect(service?.["areaServed"]).toHaveLength(2);
  });

  it("narrows the business to the area an area page is about", () => {
    const graph = pageGraph(context(), { type: "area", areaId: "floyd-county-in" });
    expect(nodeOf(graph, "RoofingContractor")?.["areaServed"]).toEqual([
      {
        "@type": "AdministrativeArea",
        name: "Floyd County",
        containedInPlace: { "@type": "State", name: "Indiana" },
      },
    ]);
    expect(() => pageGraph(context(), { type: "area", areaId: "nowhere" })).toThrow(/nowhere/);
  });

  it("mirrors the visible breadcrumb trail with absolute URLs", () => {
    const breadcrumbs = [
      { label: "Home", href: "/" },
      { label: "Residential", href: "/residential" },
      { label: "Siding", href: "/residential/siding" },
    ];
    const list = nodeOf(pageGraph(context({ breadcrumbs })), "BreadcrumbList");
    expect(list?.["itemListElement"]).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://roofs.example.com/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Residential",
        item: "https://roofs.example.com/residential",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Siding",
        item: "https://roofs.example.com/residential/siding",
      },
    ]);
    expect(nodeOf(pageGraph(context()), "BreadcrumbList")).toBeUndefined();
  });

  it("marks up an article as a BlogPosting with dates, image, author and publisher", () => {
    const page: PageSchema = {
      type: "article",
      headline: "5 Warning Signs",
      description: "Five signs.",
      datePublished: new Date("2025-10-03"),
      author: "The Ridgeline Roofing team",
    };
    const article = nodeOf(pageGraph(context(), page), "BlogPosting");
    expect(article).toMatchObject({
      headline: "5 Warning Signs",
      datePublished: "2025-10-03",
      dateModified: "2025-10-03",
      image: "https://roofs.example.com/_astro/siding.jpg",
      author: { "@type": "Organization", name: "The Ridgeline Roofing team" },
      publisher: { "@id": businessId(siteUrl) },
    });
  });

  it("never carries review or rating markup", () => {
    const text = JSON.stringify(pageGraph(context()));
    expect(text).not.toMatch(/Review|Rating/);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it is written into", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>", amp: "A & B" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>", amp: "A & B" });
  });

  it("escapes the line separators that end a JavaScript string", () => {
    const text = serializeJsonLd({ note: "a\u2028b\u2029c" });
    expect(text).toBe('{"note":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ note: "a\u2028b\u2029c" });
  });
});
