import { getCollection } from "astro:content";
import { loadPage } from "../../lib/content";
import { site } from "../../config/site";
import { formatClock } from "../../lib/date-format";
import { siteTrust } from "../../lib/site-trust";
import type { GlanceFact } from "./AtAGlance";

/**
 * The about page's "At a glance" facts, each read from the config or the content: the
 * founding year only when the contractor has set it, what we do in the about page's own
 * words (a person's sentence, not a count of pages), the hours and lines as the contact page
 * shows them.
 * @example (await aboutGlance())[0] // { term: "Service area", value: "Louisville Metro & Southern Indiana", href: "/service-area" }
 */
export async function aboutGlance(): Promise<GlanceFact[]> {
  const [about, trustPoints] = await Promise.all([loadPage("about"), getCollection("trustPoints")]);
  const work = about.block("glance");
  const certified = trustPoints.find((entry) => entry.id === "fortified")?.data.title;
  const hours = site.hours.map(
    (entry) => `${entry.label}: ${formatClock(entry.opens)} – ${formatClock(entry.closes)}`,
  );
  const facts: (GlanceFact | false | undefined)[] = [
    siteTrust.foundedYear !== undefined && {
      term: "Founded",
      value: String(siteTrust.foundedYear),
    },
    {
      term: "Service area",
      value: site.serviceAreaText.replace(/^Serving /, ""),
      href: "/service-area",
    },
    { term: work.heading, value: work.intro ?? "", href: "/services" },
    { term: "Licensing", value: site.licenseText },
    certified ? { term: "Certification", value: certified } : undefined,
    { term: "Office hours", value: hours },
    { term: "Emergencies", value: site.emergencyText },
    { term: "Phone", value: site.phone.display, href: `tel:${site.phone.e164}` },
  ];
  return facts.filter((fact): fact is GlanceFact => Boolean(fact));
}
