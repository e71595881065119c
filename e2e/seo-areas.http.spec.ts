import { expect, test, type Page } from "@playwright/test";
import { areaRoutes } from "./seo";

/**
 * Area pages must be written for their area, not one text with the county name swapped:
 * a doorway-page pattern search engines penalise. Each page's own prose (the
 * shared quote form and the shared links to the estimate, booking and storm check left
 * out) is split into sentences; place names are replaced by one
 * token so that a swapped name cannot make copied sentences look different.
 */
const MAX_SHARED = 0.1;
const MIN_WORDS = 3;

async function areaText(page: Page, route: string) {
  await page.goto(route, { waitUntil: "domcontentloaded" });
  const place = (await page.getByRole("navigation", { name: "Breadcrumb" }).innerText())
    .split("/")
    .at(-1)
    ?.trim();
  const communities = await page
    .getByRole("complementary", { name: "Communities we serve" })
    .getByRole("listitem")
    .allInnerTexts();
  const prose = await page.getByRole("main").evaluate((main) =>
    [...main.querySelectorAll("h1, h2, h3, p, li, dt, dd, summary")]
      .filter((element) => !element.closest("#quote-form, nav"))
      .map((element) => (element as HTMLElement).innerText)
      .join("\n"),
  );
  return { place: place ?? "", communities, prose };
}

test("no two area pages share more than a small fraction of their sentences", async ({ page }) => {
  const pages = [];
  for (const route of areaRoutes) pages.push({ route, ...(await areaText(page, route)) });

  const placeNames = new Set<string>(["Kentucky", "Indiana", "KY", "IN"]);
  for (const { place, communities } of pages) {
    placeNames.add(place);
    placeNames.add(place.replace(/, [A-Z]{2}$/, ""));
    communities.forEach((community) => placeNames.add(community.replace(/\s*\(.*\)$/, "")));
  }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const placePattern = new RegExp(
    [...placeNames]
      .sort((a, b) => b.length - a.length)
      .map((name) => `\\b${escape(name)}\\b`)
      .join("|"),
    "g",
  );
  const sentences = (prose: string) =>
    new Set(
      prose
        .split(/(?<=[.!?])\s+|\n+/)
        .map((sentence) =>
          sentence
            .replace(placePattern, "PLACE")
            .toLowerCase()
            .replace(/[^a-z0-9 ]+/g, " ")
            .replace(/\s+/g, " ")
            .trim(),
        )
        .filter((sentence) => sentence.split(" ").length >= MIN_WORDS),
    );

  const sets = pages.map((entry) => ({ route: entry.route, sentences: sentences(entry.prose) }));
  // A guard against a selector change that would leave nothing to compare.
  for (const entry of sets) expect(entry.sentences.size, entry.route).toBeGreaterThanOrEqual(10);
  const report: string[] = [];
  for (const [index, a] of sets.entries()) {
    for (const b of sets.slice(index + 1)) {
      const shared = [...a.sentences].filter((sentence) => b.sentences.has(sentence));
      const fraction = shared.length / Math.min(a.sentences.size, b.sentences.size);
      if (fraction >= MAX_SHARED) {
        report.push(
          `${a.route} ~ ${b.route}: ${(fraction * 100).toFixed(0)}% ${shared.join(" | ")}`,
        );
      }
    }
  }
  expect(report).toEqual([]);
});
