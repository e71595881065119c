import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { hasGpsTag, testJpeg, webpChunkNames } from "../src/test-support/test-photos.ts";
import { waitFor } from "../src/test-support/wait-for.ts";
import { QUOTE_ACTION_PATH } from "../src/lib/public-routes";
import { axeViolations, watchPageErrors } from "./support/page-checks";
import { pgQuery } from "./support/postgres";
import type { TlsProxy } from "./support/proxy";
import { visitorAt } from "./support/proxy-client";
import { vnuErrors } from "./support/vnu";
import { quoteFields } from "./support/quote-post";
import {
  completeJob,
  linkIn,
  reviewMailFor,
  signInStaff,
  startReviewTopology,
  type ReviewTopology,
} from "./support/review-topology";

/*
 * A finished roof on the public site, in the topology the README deploys (two instances on
 * one Postgres behind nginx with TLS). The homeowner's quote brings a phone photo with its
 * GPS position; staff complete the job, compose a project from it and add a crew photo;
 * it can be published only once the homeowner says yes through the review email; it then
 * shows on /projects, its own page and the county's area page on both instances, with no
 * street and no location data in its photos; the homeowner's withdrawal takes it off every
 * instance; erasing the lead removes it. With JavaScript for staff, without it for the
 * public pages.
 */
test.describe.configure({ mode: "serial" });

let topology: ReviewTopology;
let nginx: TlsProxy;
const HOMEOWNER = "casey.moreno@example.com";
const STREET = "2210 Edenside Ave";
const TITLE = "Architectural shingles on a Highlands foursquare";

test.beforeAll(async () => {
  topology = await startReviewTopology("projects");
  nginx = topology.nginx;
});

test.afterAll(async () => {
  await topology?.stop();
});

/** A quote with one phone photo (GPS in its EXIF), as the form posts it without JavaScript. */
async function sendQuoteWithPhoto(): Promise<string> {
  const form = new FormData();
  const fields = quoteFields({ email: HOMEOWNER, address: `${STREET}, Louisville, KY 40204` });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const photo = await testJpeg({ width: 1600, height: 1200, gps: true, noise: true });
  expect(hasGpsTag(photo)).toBe(true);
  form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_2041.jpg");
  const encoded = new Response(form);
  const sent = await visitorAt(nginx, "127.0.0.2")(QUOTE_ACTION_PATH, {
    method: "POST",
    headers: { "Content-Type": encoded.headers.get("content-type")!, Origin: nginx.origin },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(sent.status, sent.body).toBe(200);
  const [lead] = await pgQuery<{ reference: string }>(
    topology.databaseUrl,
    "SELECT reference FROM leads WHERE email = $1",
    HOMEOWNER,
  );
  return lead!.reference;
}

/** Each instance's answer to a path, asked directly (the showcase is per instance). */
const onEachInstance = (path: string) =>
  Promise.all(topology.servers.map((server) => fetch(`${server.url}${path}`)));

let reference = "";
let projectPage = "";
let slug = "";
let mailLinks: { consent: string; withdraw: string };

test("staff compose a project from a finished job; it waits for the homeowner's consent", async ({
  page,
}) => {
  const errors = await watchPageErrors(page);
  reference = await sendQuoteWithPhoto();
  await completeJob(page, nginx, reference);
  const mail = await reviewMailFor(topology.mailbox, HOMEOWNER);
  mailLinks = { consent: linkIn(mail, "consent"), withdraw: linkIn(mail, "withdraw") };

  await page.getByRole("link", { name: "Show this job on the website" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("job on the website");
  // Suggested from the lead: the town and the county, never the street.
  await expect(page.getByLabel("Town or neighbourhood *")).toHaveValue("Louisville");
  await expect(page.getByLabel("County *")).toHaveValue("21111");
  expect(await axeViolations(page)).toEqual([]);

  // The street in the town is refused, with the message beside the field and the words kept.
  await page.getByLabel("Title *").fill(TITLE);
  await page.getByLabel("Service *").selectOption("residential/roof-replacement");
  await page.getByLabel("Town or neighbourhood *").fill(`${STREET}, Highlands`);
  await page
    .getByLabel("What we did *")
    .fill("Two layers off, new decking where it was soft, and a ridge vent.");
  await page.getByLabel(/Homeowner’s photo 1/).selectOption({ label: "Shown as “After”" });
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Nothing was saved. Please correct what is marked below.",
  );
  await expect(page.getByText("Write the town or neighbourhood only")).toBeVisible();
  await expect(page.getByLabel("Title *")).toHaveValue(TITLE);
  expect(await pgQuery(topology.databaseUrl, "SELECT id FROM projects")).toEqual([]);

  await page.getByLabel("Town or neighbourhood *").fill("The Highlands");
  // The photo's choice was kept through the refusal, like the words.
  await expect(page.getByLabel(/Homeowner’s photo 1/)).toHaveValue(/:after$/);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Project saved as a draft. Publish it once the homeowner has agreed.",
  );
  projectPage = page.url();

  // A file that is no picture: named beside the field, in words, and nothing added.
  await page.getByLabel("Photos", { exact: true }).setInputFiles({
    name: "invoice.pdf",
    mimeType: "image/jpeg",
    buffer: Buffer.from("%PDF-1.7 not a photo"),
  });
  await page.getByRole("button", { name: "Add Photos" }).click();
  await expect(page.getByRole("alert")).toHaveText("No photos were added. See the message below.");
  await expect(page.getByText(/invoice\.pdf/)).toBeVisible();
  await expect(page.getByText("Failed to validate")).toHaveCount(0);

  // The crew's own photo, through the upload route, as "Before".
  const crewPhoto = await testJpeg({ width: 2000, height: 1500, gps: true, color: "#555" });
  await page.getByLabel("Photos", { exact: true }).setInputFiles({
    name: "crew-before.jpg",
    mimeType: "image/jpeg",
    buffer: crewPhoto,
  });
  await page.getByLabel("Show them as").selectOption("before");
  await page.getByRole("button", { name: "Add Photos" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Photos added: their location data was removed.",
  );

  // No consent yet: the button is off and says why; a forged post is refused too.
  const publish = page.getByRole("button", { name: "Publish on the website" });
  await expect(publish).toBeDisabled();
  await expect(page.getByText("The homeowner has not said yes")).toBeVisible();
  // A button enabled by hand posts all the same: the server refuses it (409) and says why.
  await publish.evaluate((button) => button.removeAttribute("disabled"));
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.url().includes("admin.publishProject")),
    publish.click(),
  ]);
  expect(refused.status()).toBe(409);
  await expect(page.getByRole("alert")).toContainText(
    "Not published: the homeowner has not agreed",
  );
  // The browser logs the three refused posts' pages, and nothing else went wrong.
  expect(errors).toEqual([
    "Failed to load resource: the server responded with a status of 400 ()",
    "Failed to load resource: the server responded with a status of 400 ()",
    "Failed to load resource: the server responded with a status of 409 ()",
  ]);
});

test("once the homeowner says yes, staff publish it and it shows on every instance, with no street and no location data", async ({
  page,
  browser,
}) => {
  const homeowner = await browser.newPage();
  await homeowner.goto(mailLinks.consent);
  await homeowner.getByRole("button", { name: "Yes, You May Show It" }).click();
  await expect(homeowner.getByRole("heading", { name: "Thank you. You said yes." })).toBeVisible();
  await homeowner.close();

  await signInStaff(page, nginx);
  await page.goto(projectPage.split("?")[0]!);
  await expect(page.getByText("The homeowner agreed to show their roof")).toBeVisible();
  await page.getByRole("button", { name: "Publish on the website" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Published: the project is on the website now.",
  );
  const link = page.getByRole("link", { name: "See it on the website" });
  slug = (await link.getAttribute("href"))!.split("/").at(-1)!;
  expect(slug).toMatch(/^architectural-shingles-on-a-highlands-foursquare-\d+$/);

  // The public pages, without JavaScript, through nginx.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${nginx.origin}/projects`);
  await expect(publicPage.getByRole("link", { name: TITLE })).toBeVisible();
  // One project: nothing to choose between, so no filter stands before it.
  await expect(publicPage.getByRole("button", { name: "Show projects" })).toHaveCount(0);
  // The area page's "See all … projects" arrives filtered; the filter is a plain GET form.
  await publicPage.goto(`${nginx.origin}/projects?county=21111`);
  await expect(publicPage.getByRole("combobox", { name: "County" })).toHaveValue("21111");
  await publicPage
    .getByRole("combobox", { name: "Service" })
    .selectOption("residential/roof-replacement");
  await publicPage.getByRole("button", { name: "Show projects" }).click();
  await expect(publicPage).toHaveURL(/service=residential%2Froof-replacement&county=21111/);
  await expect(publicPage.getByRole("link", { name: TITLE })).toBeVisible();
  await publicPage.getByRole("link", { name: TITLE }).click();
  await expect(publicPage.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(publicPage.getByText("The Highlands, Jefferson County, KY")).toBeVisible();
  await expect(
    publicPage.getByRole("main").getByRole("link", { name: "Jefferson County, KY" }),
  ).toHaveAttribute("href", "/service-area/jefferson-county-ky");
  for (const cta of [
    "Get a Free Quote",
    "See my price range in a minute",
    "Book a free inspection",
  ])
    await expect(
      publicPage.getByRole("main").getByRole("link", { name: cta, exact: true }),
    ).toBeVisible();
  const html = await publicPage.content();
  expect(html).not.toContain("Edenside");
  expect(html).not.toContain("Casey");
  expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/i);

  // Every photo, read back: WebP, no EXIF, no GPS, at each width.
  const sources = await publicPage
    .locator("main img")
    .evaluateAll((images) =>
      images.flatMap((image) =>
        (image as HTMLImageElement).srcset.split(", ").map((entry) => entry.split(" ")[0]!),
      ),
    );
  expect(sources).toHaveLength(4);
  const photoVisitor = visitorAt(nginx, "127.0.0.3");
  for (const source of sources) {
    const answer = await photoVisitor(source);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/webp");
    const bytes = answer.bytes;
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    // Pixels only: no EXIF or XMP chunk in the file.
    expect(webpChunkNames(bytes)).toEqual(["VP8 "]);
  }

  // Both instances: the project page, and the Louisville area page's section, and the sitemap.
  for (const answer of await onEachInstance(`/projects/${slug}`)) expect(answer.status).toBe(200);
  await waitFor(
    async () => {
      const pages = await onEachInstance("/service-area/louisville-ky");
      const bodies = await Promise.all(pages.map((answer) => answer.text()));
      return bodies.every((body) => body.includes(`href="/projects/${slug}"`)) || undefined;
    },
    "the area page's section on both instances",
    { timeoutMs: 90_000, everyMs: 500 },
  );
  const service = await (
    await fetch(`${topology.servers[1]!.url}/residential/roof-replacement`)
  ).text();
  expect(service).toContain("Recent roof replacement projects");
  // Another county's page has no section at all.
  const bullitt = await (
    await fetch(`${topology.servers[0]!.url}/service-area/bullitt-county-ky`)
  ).text();
  expect(bullitt).not.toContain("Recent projects");
  const sitemap = await (await fetch(`${topology.servers[1]!.url}/projects/sitemap.xml`)).text();
  expect(sitemap).toContain(`/projects/${slug}</loc>`);
  const robots = await (await fetch(`${topology.servers[0]!.url}/robots.txt`)).text();
  // Prerendered from the build's SITE_URL, like the other pointers.
  expect(robots).toMatch(/^Sitemap: \S+\/projects\/sitemap\.xml$/m);

  // The pages as published pass the Nu HTML checker: the list, the project, the area page.
  const dir = mkdtempSync(join(tmpdir(), "vnu-projects-"));
  const files = await Promise.all(
    ["/projects", `/projects/${slug}`, "/service-area/louisville-ky"].map(async (path, index) => {
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, await (await fetch(`${topology.servers[0]!.url}${path}`)).text());
      return file;
    }),
  );
  expect(await vnuErrors(files)).toEqual([]);
  await visitor.close();
});

test("the homeowner's withdrawal takes it off every instance; erasing the lead removes it", async ({
  page,
  browser,
}) => {
  const homeowner = await browser.newPage();
  await homeowner.goto(mailLinks.withdraw);
  await homeowner.getByRole("button", { name: "Withdraw My Permission" }).click();
  await homeowner.close();
  // Its page and photos at once, on both instances.
  for (const answer of await onEachInstance(`/projects/${slug}`)) expect(answer.status).toBe(404);
  const [photo] = await pgQuery<{ public_id: string }>(
    topology.databaseUrl,
    "SELECT public_id FROM project_photos LIMIT 1",
  );
  for (const answer of await onEachInstance(`/projects/photos/${photo!.public_id}-640.webp`))
    expect(answer.status).toBe(404);
  // The area pages within the showcase's 20 s.
  await waitFor(
    async () => {
      const bodies = await Promise.all(
        (await onEachInstance("/service-area/louisville-ky")).map((answer) => answer.text()),
      );
      return bodies.every((body) => !body.includes("/projects/architectural")) || undefined;
    },
    "the area page without the project on both instances",
    { timeoutMs: 90_000, everyMs: 500 },
  );
  await signInStaff(page, nginx);
  await page.goto(projectPage.split("?")[0]!);
  await expect(
    page.getByText("Taken off the website because the homeowner withdrew their consent."),
  ).toBeVisible();

  // Erased at the client's request: the project and its photos go with the lead.
  await page.goto(`${nginx.origin}/admin/leads/${reference}`);
  await page.getByLabel(`Type ${reference} to confirm`).fill(reference);
  await page.getByRole("button", { name: "Erase Lead" }).click();
  await expect(page.getByRole("heading", { name: "Lead erased" })).toBeVisible();
  expect(await pgQuery(topology.databaseUrl, "SELECT id FROM projects")).toEqual([]);
  expect(await pgQuery(topology.databaseUrl, "SELECT id FROM project_photos")).toEqual([]);
});

test("forged and malformed project paths answer 404 or 401, never a 5xx", async () => {
  const visitor = visitorAt(nginx, "127.0.0.9");
  const answers = await Promise.all(
    [
      "/projects/no-such-project-1",
      `/projects/${"a".repeat(400)}`,
      "/projects/%00",
      "/projects/photos/AAAAAAAAAAAAAAAAAAAAAA-640.webp",
      "/projects/photos/AAAAAAAAAAAAAAAAAAAAAA-999.webp",
      "/projects/photos/..%2F..%2Fetc%2Fpasswd",
      "/admin/projects/photos/AAAAAAAAAAAAAAAAAAAAAA-640.webp",
    ].map((path) => visitor(path)),
  );
  for (const answer of answers) expect([404, 400, 303]).toContain(answer.status);
  const filtered = await visitor("/projects?service=%3Cscript%3E&county=%22%3E%3Cimg");
  expect(filtered.status).toBe(200);
  expect(filtered.body).not.toContain("<script>");
  expect(filtered.body).not.toContain('"><img');
  // Staff's upload without a session: refused before a byte is decoded.
  const upload = await visitor("/admin/projects/1?_action=admin.addProjectPhotos", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: nginx.origin },
    body: "--x--\r\n",
  });
  expect(upload.status).toBe(401);
});
