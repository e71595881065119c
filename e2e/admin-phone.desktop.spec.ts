import { expect, test, type Page } from "@playwright/test";
import { axeViolations, watchPageErrors } from "./support/page-checks";
import {
  sessionCookie,
  startStaffSite,
  type StaffPage,
  type StaffSite,
} from "./support/staff-site";

/*
 * The office works from a phone: every staff page at 390 x 844 and at 1280 px, with
 * JavaScript on and off, on the built server. No page scrolls sideways, no chart text
 * renders under 12 px, axe finds nothing; the inbox is cards on a phone and a table on a
 * desktop; the lead page's first screen holds Call, Text and Called; and the office's
 * real email (received over SMTP) links tel:, sms: and the lead's page.
 */
test.describe.configure({ mode: "serial" });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
let staff: StaffSite;

test.beforeAll(async () => {
  staff = await startStaffSite();
});

test.afterAll(async () => {
  await staff.stop();
});

async function visit(page: Page, staffPage: StaffPage) {
  if (staffPage.signedIn) await page.context().addCookies([sessionCookie(staff)]);
  const response = await page.goto(`${staff.site.url}${staffPage.path}`, {
    waitUntil: "networkidle",
  });
  expect(response?.url()).toBe(`${staff.site.url}${staffPage.path}`);
  expect(response?.status()).toBe(staffPage.status);
}

/** Chromium logs a page's own 4xx status as a console error; that one is expected. */
const ownStatusLine = (status: number) =>
  `Failed to load resource: the server responded with a status of ${status} (OK)`;

/** How much wider than the viewport the document is (0 when it never scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The rendered size, in CSS px, of every SVG text shown: its font size times the scale
 * its SVG's viewBox applies (the screen CTM), so a chart squeezed to half size counts half.
 */
const chartTextSizes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<SVGTextElement>("main svg text")]
      .filter((text) => text.getClientRects().length > 0)
      .map((text) => {
        const matrix = text.getScreenCTM();
        const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
        return parseFloat(getComputedStyle(text).fontSize) * scale;
      }),
  );

for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled ? "JavaScript on" : "JavaScript off";
  test.describe(js, () => {
    test.use({ javaScriptEnabled });

    for (const [width, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
      test.describe(`${width}, ${viewport.width} px wide`, () => {
        test.use({ viewport });

        test("no staff page scrolls sideways and no chart text is under 12 px", async ({
          page,
        }) => {
          for (const staffPage of staff.pages) {
            await page.context().clearCookies();
            await visit(page, staffPage);
            expect(await sidewaysOverflow(page), staffPage.path).toBeLessThanOrEqual(0);
            const sizes = await chartTextSizes(page);
            if (staffPage.name === "reports") expect(sizes.length).toBeGreaterThan(50);
            expect(
              sizes.filter((size) => size < 12),
              staffPage.path,
            ).toEqual([]);
          }
        });

        if (javaScriptEnabled)
          test("axe finds nothing on any staff page, and nothing errs", async ({ page }) => {
            // Seven full axe runs, on a machine the other specs share.
            test.setTimeout(180_000);
            const errors = await watchPageErrors(page);
            for (const staffPage of staff.pages) {
              await page.context().clearCookies();
              await visit(page, staffPage);
              expect(await axeViolations(page), staffPage.path).toEqual([]);
            }
            expect(errors.filter((line) => line !== ownStatusLine(404))).toEqual([]);
          });
      });
    }

    test("the inbox is cards with Call and Text on a phone, and a table at 1280 px", async ({
      page,
    }) => {
      const [inbox] = staff.pages;
      await page.setViewportSize(PHONE);
      await visit(page, inbox!);
      await expect(page.getByRole("table")).toBeHidden();
      const card = page
        .getByRole("list", { name: "All leads, newest first" })
        .getByRole("listitem")
        .filter({ hasText: "Morgan Ellis" });
      await expect(card).toContainText("Roof Repair");
      await expect(card).toContainText("in Louisville");
      await expect(card.getByText(/^Waiting /)).toBeVisible();
      await expect(card.getByRole("link", { name: "Call Morgan Ellis" })).toHaveAttribute(
        "href",
        "tel:5025550163",
      );
      await expect(card.getByRole("link", { name: "Text Morgan Ellis" })).toHaveAttribute(
        "href",
        "sms:5025550163",
      );
      // The fresh lead's wait is not red; a seeded lead new for days, past the escalation
      // time, is.
      await expect(card.getByText(/^Waiting /)).not.toHaveClass(/text-danger/);
      await expect(page.getByText(/^Waiting \d+ d/).first()).toHaveClass(/text-danger/);
      // The filters fold into one row, and open to the same form.
      const filters = page.getByRole("search", { name: "Filter leads" });
      await expect(filters).toBeHidden();
      await page.getByText("Filter and export").click();
      await expect(filters.getByLabel("Search")).toBeVisible();

      await page.setViewportSize(DESKTOP);
      await expect(page.getByRole("table")).toBeVisible();
      await expect(page.getByRole("list", { name: "All leads, newest first" })).toBeHidden();
      await expect(page.getByText("Filter and export")).toBeHidden();
      await expect(page.getByRole("search", { name: "Filter leads" })).toBeVisible();
    });

    test("the lead page's first screen on a phone holds Call, Text and Called", async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await visit(page, staff.pages[1]!);
      const bar = page.getByRole("region", { name: "Contact the customer" });
      const targets = [
        bar.getByRole("link", { name: "Call", exact: true }),
        bar.getByRole("link", { name: "Text", exact: true }),
        bar.getByRole("link", { name: "Email", exact: true }),
        bar.getByRole("button", { name: "Called" }),
      ];
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const target of targets) {
        const box = await target.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      }
      await expect(targets[0]!).toHaveAttribute("href", "tel:5025550163");
      await expect(targets[1]!).toHaveAttribute("href", "sms:5025550163");
      await expect(targets[2]!).toHaveAttribute("href", "mailto:morgan%40example.com");
    });
  });
}

/** The office's notification of a lead, once the loopback mailbox has it. */
async function officeMail(reference: string) {
  // Not the visitor's receipt, whose subject names the reference too.
  const ofLead = ({ subject }: { subject: string }) =>
    subject.includes(reference) && !subject.startsWith("We received");
  await expect.poll(() => staff.mailbox.messages.some(ofLead)).toBe(true);
  return staff.mailbox.messages.find(ofLead)!;
}

test("the office's email links tel:, sms: and the lead's page, which opens it", async ({
  page,
}) => {
  const mail = await officeMail(staff.reference);
  expect(mail.subject).toContain("Roof Repair request");
  const leadUrl = `${staff.site.url}/admin/leads/${staff.reference}`;
  expect(mail.text).toContain(`Open the lead: ${leadUrl}`);

  // The HTML part as a mail client shows it: the three buttons come before the details.
  await page.setViewportSize(PHONE);
  await page.setContent(mail.html);
  const links = page.getByRole("link");
  await expect(links.nth(0)).toHaveAttribute("href", "tel:5025550163");
  await expect(links.nth(0)).toHaveText("Call (502) 555-0163");
  await expect(links.nth(1)).toHaveAttribute("href", "sms:5025550163");
  await expect(links.nth(2)).toHaveAttribute("href", leadUrl);

  await page.context().addCookies([sessionCookie(staff)]);
  await links.nth(2).click();
  await expect(page).toHaveURL(leadUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Morgan Ellis");
});

test("the office's email of a lead with a pasted link and a long name fits a phone", async ({
  page,
}) => {
  const mail = await officeMail(staff.longReference);
  await page.setViewportSize(PHONE);
  await page.setContent(mail.html);
  await expect(page.getByText("https://photos.example.com/")).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test("the staff pages link their own web app manifest, opening the inbox", async ({
  page,
  request,
}) => {
  await page.context().addCookies([sessionCookie(staff)]);
  await page.goto(`${staff.site.url}/admin`);
  const href = await page.locator('head link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/staff.webmanifest");
  // Fetched the way a browser fetches a manifest: without the session cookie.
  const response = await request.get(`${staff.site.url}${href}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ start_url: "/admin", scope: "/admin" });
  expect(manifest["name"]).toMatch(/lead inbox/);
  const icons = manifest["icons"] as Array<{ src: string; sizes: string }>;
  expect(icons.map((icon) => icon.sizes)).toContain("512x512");
  for (const icon of icons)
    expect((await request.get(`${staff.site.url}${icon.src}`)).status()).toBe(200);

  // The public pages keep theirs.
  await page.goto(`${staff.site.url}/`);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
});
