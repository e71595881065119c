// The storm pages and storm mode on the production server: reports imported with
// `npm run storms -- import` from fixture files in the real formats, then the storm check,
// the event pages, the banner on prerendered pages by date and by staff's hand, and the
// hostile inputs the storm check must answer with a message, never a 500.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { datedStormFixtures, type DatedStormFixtures } from "../src/test-support/storm-fixtures.ts";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { runNodeScript } from "./support/run-script.ts";
import { vnuErrors } from "./support/vnu";

const fixtures = join(process.cwd(), "src/server/storms/test-fixtures");
let site: SiteServer;
let scratch = "";
/** The fixtures' storm, a week before today whatever today is, and its event page's path */
let storm: DatedStormFixtures;
const eventPage = (daysLater = 0) => {
  const day = new Date(Date.parse(storm.day) + daysLater * 86_400_000).toISOString().slice(0, 10);
  return `/storms/${day}-jefferson-county-ky`;
};

test.describe.configure({ mode: "serial" });

/** YYMMDD of a day `daysAgo` before today (UTC), as SPC names its files. */
const spcName = (daysAgo: number, kind: string) =>
  `${new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(2, 10).replaceAll("-", "")}_rpts_${kind}.csv`;

/** The hail fixture under a name of a given day: the day of a report comes from its file's name. */
async function importAs(daysAgo: number) {
  const file = join(scratch, spcName(daysAgo, "hail"));
  copyFileSync(join(fixtures, "261120_rpts_hail.csv"), file);
  return importFiles(file);
}

async function importFiles(...files: string[]) {
  const result = await runNodeScript(["scripts/storms.ts", "import", ...files], {
    env: { ...process.env, DATA_DIR: site.dataDir, SITE_URL: site.url },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** The banner line staff type by hand. */
const STAFF_LINE = "Crews are inspecting roofs in Fern Creek & Okolona all week.";

/** An office account's session cookie, made on first use. */
let officeCookie: Promise<string> | undefined;
const staffCookie = () => (officeCookie ??= addStaffAccount(site, STAFF.office));

/** Sets storm mode as staff do from /admin/storms: automatic, on (with a line) or off. */
async function setMode(setting: "auto" | "on" | "off", line = "") {
  const response = await fetch(`${site.url}/admin/storms?_action=admin.setStormMode`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: await staffCookie(),
      Origin: site.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ setting, line }),
  });
  expect(response.status).toBe(303);
}

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, { headers });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

test.beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "storms-e2e-"));
  storm = datedStormFixtures(scratch, 7);
  site = await startSiteServer(STAFF_ENV);
});
test.afterAll(async () => {
  await site.stop();
  rmSync(scratch, { recursive: true, force: true });
});

test("with nothing imported the pages say no reports have been loaded yet, and no banner shows", async () => {
  const check = await page("/storm-check?zip=40205");
  expect(check.status).toBe(200);
  expect(check.html).toContain("No storm reports have been loaded yet");
  expect((await page("/storms")).html).toContain("No storm reports have been loaded yet");
  expect((await page("/")).html).not.toContain("Storm alert");
});

test("bad input gets a message beside the field and the form back, never a 500", async () => {
  const cases: Array<[string, string]> = [
    ["zip=abcde", "Type a five-digit ZIP code"],
    ["zip=00000", "We could not find that ZIP code"],
    ["zip=99999", "We could not find that ZIP code"],
    ["zip=90210", "That ZIP code is farther away"],
    [`zip=${"1234 Bardstown Rd ".repeat(20)}40205`, "longer than 120 characters"],
    ["zip=40205&zip=abc", ""],
    ["zip=Louisville%01KY", "Type a five-digit ZIP code"],
    ["zip=%E0%A4%A", "Type a five-digit ZIP code"],
  ];
  for (const [query, message] of cases) {
    const response = await page(`/storm-check?${query}`);
    expect(response.status, query).toBeLessThan(500);
    expect(response.html, query).toContain('name="zip"');
    if (message) {
      expect(response.status, query).toBe(422);
      expect(response.html, query).toContain(message);
      expect(response.html, query).toMatch(/aria-describedby="[^"]*-error"/);
    }
  }
  // A NUL is refused by the server's request judge before any page runs.
  expect((await page("/storm-check?zip=%00%01")).status).toBe(400);
});

test(
  "an import fills the storm check: table, words, distance, source and the server-drawn map",
  { tag: "@dates" },
  async () => {
    const output = await importFiles(storm.spcHail, storm.nceiDetails);
    expect(output).toContain("3 malformed");
    const check = await page("/storm-check?zip=7301+Bardstown+Rd%2C+Louisville%2C+KY+40291");
    expect(check.status).toBe(200);
    expect(check.html).toMatch(/Within 10 miles of ZIP (<!-- -->)?40291/);
    expect(check.html).toContain("golf ball, 1.75 in hail");
    expect(check.html).toContain("NCEI Storm Events (final)");
    expect(check.html).toMatch(/2\.6 mi NNW/);
    expect(check.html).toContain("<svg");
    expect(check.html).toContain("Jefferson County</title>");
    expect(check.html).toContain("not proof that your roof was damaged");
    expect(check.html).toContain('href="/contact#quote-form"');

    const sitemap = await page("/storms/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    // Absolute on the built SITE_URL, as the canonical links are
    expect(sitemap.html).toMatch(new RegExp(`<loc>https?://[^<]+${eventPage()}</loc>`));
    expect((await page("/robots.txt")).html).toContain("/storms/sitemap.xml");
    const list = await page("/storms");
    expect(list.html).toContain(`href="${eventPage()}"`);
    const event = await page(eventPage());
    expect(event.status).toBe(200);
    expect(event.html).toContain("What to check on your roof after a storm like this");
    // NCEI's capitals, in normal case.
    expect(event.html).toContain("2 NE Highview");
    for (const missing of [eventPage(1), "/storms/x", `/storms/${"9".repeat(300)}`]) {
      expect((await page(missing)).status, missing).toBe(404);
    }
  },
);

test(
  "the banner shows on prerendered pages and the 404 page while an event is under 14 days old, and by staff's hand",
  { tag: "@dates" },
  async () => {
    // Only a report 20 days old: storm mode stays off (the fixture's 2026 reports count by their own date)
    const cookie = await staffCookie();
    await setMode("off");
    await importAs(20);
    expect((await page("/")).html).not.toContain("Storm alert");

    // Reports from two days ago, storm mode automatic: on, in brotli from the static server.
    // Not yesterday's file: an SPC day runs to 12Z, so its 01:15Z Shelbyville report would
    // still be in the future for the first hour and a quarter of a UTC day.
    await importAs(2);
    await setMode("auto");
    const home = await fetch(`${site.url}/`, { headers: { "accept-encoding": "br" } });
    const raw = Buffer.from(await home.arrayBuffer());
    // fetch undoes the encoding itself; either way the banner and its link are there
    const html = raw.includes("<html") ? raw.toString() : brotliDecompressSync(raw).toString();
    expect(html).toContain("Storm alert");
    // The day's largest hail (Jefferson's 1.75 in), never Shelby's smaller one that came
    // later, with every county the day's hail fell in.
    expect(html).toMatch(/href="\/storms\/\d{4}-\d{2}-\d{2}-jefferson-county-ky"/);
    expect(html).toContain(
      "Hail up to 1.75 in reported in Jefferson and Shelby counties, KY and Floyd County, IN on",
    );
    const emergency = await page("/emergency/storm-damage");
    expect(emergency.html).toContain("Storm response is on");
    expect((await page("/estimate")).html).toContain("Storm response is on");
    expect((await page("/storm-check")).html).toContain("Storm alert");

    // Off by hand: gone at once from static and on-demand pages alike
    await setMode("off");
    expect((await page("/")).html).not.toContain("Storm alert");
    expect((await page("/estimate")).html).not.toContain("Storm response is on");
    expect((await page("/storm-damgae")).html).not.toContain("Storm alert");
    // On by hand, with staff's line
    await setMode("on", STAFF_LINE);
    const forced = await page("/about");
    expect(forced.html).toContain(
      "Crews are inspecting roofs in Fern Creek &amp; Okolona all week.",
    );
    // A mistyped link lands on the 404 page, which carries the banner too
    const missing = await page("/storm-damgae");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(
      "Crews are inspecting roofs in Fern Creek &amp; Okolona all week.",
    );
    const admin = await fetch(`${site.url}/admin/storms`, { headers: { cookie } });
    const adminHtml = await admin.text();
    expect(adminHtml).toContain("turned on by hand");
    expect(adminHtml).toContain(spcName(2, "hail"));
    // The reports page puts the recent events beside this week's leads
    const reports = await (
      await fetch(`${site.url}/admin/reports`, { headers: { cookie } })
    ).text();
    expect(reports).toContain("Leads and storms by week");
    expect(reports).toMatch(/href="\/storms\/\d{4}-\d{2}-\d{2}-shelby-county-ky"/);
  },
);

// What the markup is does not depend on the day, so this runs once, in the ordinary run,
// where the dated tests before it do not: it imports and sets the banner itself.
test("the pages with reports, the map and the banner pass the Nu HTML checker", async () => {
  await importFiles(storm.spcHail, storm.nceiDetails);
  // Two days ago too: Shelby's and Floyd's reports, so the lists have every kind of row.
  await importAs(2);
  await setMode("on", STAFF_LINE);
  const files: string[] = [];
  for (const path of [
    "/storm-check?zip=40291",
    "/storms",
    eventPage(),
    "/about",
    "/emergency/storm-damage",
    "/storm-damgae",
  ]) {
    const file = join(scratch, `${path.replace(/\W+/g, "-")}.html`);
    writeFileSync(file, (await page(path)).html);
    files.push(file);
  }
  expect(await vnuErrors(files)).toEqual([]);
});

test("staff's line refuses control characters and over-long text with a message, changing nothing", async () => {
  await setMode("on", STAFF_LINE);
  const cookie = await addStaffAccount(site, STAFF.estimator);
  for (const line of ["a".repeat(161), "two\u0001lines"]) {
    const response = await fetch(`${site.url}/admin/storms?_action=admin.setStormMode`, {
      method: "POST",
      headers: { cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ setting: "off", line }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("banner line");
  }
  expect((await page("/about")).html).toContain("Crews are inspecting roofs");
});
