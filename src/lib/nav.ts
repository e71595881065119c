import { getCollection, type CollectionEntry } from "astro:content";
import type { NavItem, NavLink } from "../config/nav-types";
import { FINANCING_PATH } from "./public-routes";
import { tools } from "./tools";

type Category = CollectionEntry<"services">["data"]["category"];

/** "/residential/siding" for the entry with id "residential/siding" */
export const serviceHref = (entry: CollectionEntry<"services">) => `/${entry.id}`;
export const areaHref = (entry: CollectionEntry<"areas">) => `/service-area/${entry.id}`;

async function servicesIn(category: Category) {
  const entries = await getCollection("services", (entry) => entry.data.category === category);
  return entries.sort((a, b) => a.data.order - b.data.order);
}

const toLink = (entry: CollectionEntry<"services">): NavLink => ({
  label: entry.data.navLabel,
  href: serviceHref(entry),
});

/**
 * The site's navigation, built from the content collections so that adding a service or
 * an area file adds it to the header, the footer and the services overview at once.
 */
export async function loadNavigation() {
  const [residential, commercial, emergency, areaEntries] = await Promise.all([
    servicesIn("residential"),
    servicesIn("commercial"),
    servicesIn("emergency"),
    getCollection("areas"),
  ]);
  const areas = areaEntries
    .sort((a, b) => a.data.order - b.data.order)
    .map((entry) => ({ label: entry.data.navLabel, href: areaHref(entry) }));

  const emergencyHome = emergency[0] ? serviceHref(emergency[0]) : "/contact";

  const main: NavItem[] = [
    { label: "Home", href: "/", activePrefix: "/" },
    {
      label: "Residential",
      href: "/residential",
      activePrefix: "/residential",
      children: residential.map(toLink),
    },
    {
      label: "Commercial",
      href: "/commercial",
      activePrefix: "/commercial",
      children: commercial.map(toLink),
    },
    {
      label: "Emergency",
      href: emergencyHome,
      activePrefix: "/emergency",
      children: emergency.map(toLink),
    },
    { label: "Service Area", href: "/service-area", activePrefix: "/service-area" },
    { label: "About", href: "/about", activePrefix: "/about" },
    { label: "Contact", href: "/contact", activePrefix: "/contact" },
  ];

  const serviceGroups = [
    { heading: "Residential Services", links: residential.map(toLink) },
    { heading: "Commercial Services", links: commercial.map(toLink) },
    { heading: "Emergency Services", links: emergency.map(toLink) },
  ];

  const footer = [
    {
      heading: "Residential Services",
      links: residential.filter((entry) => entry.data.inFooter).map(toLink),
    },
    {
      heading: "Commercial Services",
      links: commercial.filter((entry) => entry.data.inFooter).map(toLink),
    },
    { heading: "Service Areas", links: areas },
    {
      heading: "Quick Links",
      links: [
        { label: "About Us", href: "/about" },
        { label: "Testimonials", href: "/testimonials" },
        { label: "Financing", href: FINANCING_PATH },
        { label: "FAQs", href: "/faqs" },
        { label: "Blog", href: "/blog" },
        { label: "Contact", href: "/contact" },
      ],
    },
    // The three tools, a column the specification's four are kept beside.
    { heading: "Online Tools", links: tools.map(({ label, href }) => ({ label, href })) },
  ];

  const legal: NavLink[] = [
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Terms of Use", href: "/terms" },
  ];

  return { main, serviceGroups, footer, legal, areas };
}

export type Navigation = Awaited<ReturnType<typeof loadNavigation>>;
