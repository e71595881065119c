import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

test.describe.configure({ mode: "serial" });

let site: SiteServer;
let cookie: string;

const SCRIPT = `<script>window.__pwned = "script"</script>`;
const IMG = `<img src=x onerror="window.__pwned='img'">`;

test.beforeAll(async () => {
  site = await startSiteServer(STAFF_ENV);
  cookie = await addStaffAccount(site, STAFF.office);
});

test.afterAll(async () => {
  await site.stop();
});

async function signedInPage(page: Page) {
  const [name, value] = cookie.split("=");
  await page.context().addCookies([{ name: name ?? "", value: value ?? "", url: site.url }]);
}

test("a lead with script and HTML in every field renders as text, in the inbox and on its page", async ({
  page,
}) => {
  const reference = await referenceOf(
    await postQuote(
      site.url,
      quoteFields({
        name: `${SCRIPT}Mallory`,
        email: "mallory@example.com",
        address: `${IMG} 1 Main St`,
        message: `</textarea>${SCRIPT}<b>bold</b>${IMG}`,
        sourcePage: `/contact"><svg/onload=alert(1)>`,
        utm_source: `javascript:alert(1)//${SCRIPT}`,
        utm_campaign: `"><iframe src=//evil.example>`,
        referrer: IMG,
      }),
    ),
  );
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signedInPage(page);

  await page.goto(`${site.url}/admin?q=mallory`);
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText(`${SCRIPT}Mallory`);

  await page.goto(`${site.url}/admin/leads/${reference}`);
  const details = page.getByRole("region", { name: "Request", exact: true });
  await expect(details).toContainText(`${SCRIPT}Mallory`);
  await expect(details).toContainText(`${IMG} 1 Main St`);
  await expect(details).toContainText(`</textarea>${SCRIPT}<b>bold</b>${IMG}`);
  await expect(details).toContainText(`/contact"><svg/onload=alert(1)>`);
  await expect(details).toContainText(`javascript:alert(1)//${SCRIPT}`);
  await expect(details).toContainText(`"><iframe src=//evil.example>`);

  for (const path of [`/admin?q=mallory`, `/admin/leads/${reference}`]) {
    await page.goto(`${site.url}${path}`);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    await expect(page.locator("main img, main iframe, main svg[onload], main b")).toHaveCount(0);
    await expect(page.locator("main script")).toHaveCount(0);
    await expect(page.locator("main a[href^='javascript']")).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});

test("the CSV export follows the filter and neutralises formulas", async ({ page }) => {
  await postQuote(
    site.url,
    quoteFields({
      name: `=HYPERLINK("http://evil.example","Click")`,
      email: "formula@example.com",
      address: "@SUM(1+1)*cmd|' /C calc'!A0",
      message: "-2+3",
      serviceType: "inspection",
    }),
  );
  await postQuote(
    site.url,
    quoteFields({ name: "Plain Person", email: "plain@example.com", serviceType: "commercial" }),
  );
  await signedInPage(page);
  await page.goto(`${site.url}/admin?service=inspection`);
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", "/admin/leads.csv?service=inspection");
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");

  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  expect(csv).toContain(`"'@SUM(1+1)*cmd|' /C calc'!A0"`);
  expect(csv).toContain(`"'-2+3"`);
  expect(csv).not.toContain("Plain Person");
  expect(csv).not.toMatch(/(^|,)[=+\-@]/m);

  const anonymous = await fetch(`${site.url}/admin/leads.csv`, { redirect: "manual" });
  expect(anonymous.status).toBe(303);
});
