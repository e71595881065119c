import { expect, test } from "@playwright/test";
import { addStaffAccount, PASSWORD, STAFF, STAFF_ENV } from "./admin-support";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * The sign-in form without JavaScript: it posts to its own page, which signs in on the
 * server and redirects with the session cookie, or shows the failure in the page.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

let site: SiteServer;

test.beforeAll(async () => {
  site = await startSiteServer(STAFF_ENV);
  await addStaffAccount(site, STAFF.estimator);
});

test.afterAll(async () => {
  await site.stop();
});

test("a wrong password without JavaScript shows Sign in Failed and keeps the email", async ({
  page,
}) => {
  await page.goto(`${site.url}/admin/sign-in`);
  await page.getByLabel("Email").fill(STAFF.estimator);
  await page.getByLabel("Password", { exact: false }).fill("not the right password");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Sign In" }).click();

  expect((await answer).status()).toBe(401);
  await expect(page.getByText("Sign in Failed")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(STAFF.estimator);
  await page.goto(`${site.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
});

test("sign-in without JavaScript returns to the page that asked for it", async ({ page }) => {
  await page.goto(`${site.url}/admin?status=won`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await page.getByLabel("Email").fill(STAFF.estimator);
  await page.getByLabel("Password", { exact: false }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(`${site.url}/admin?status=won`);
  const [cookie] = await page.context().cookies();
  expect(cookie?.httpOnly).toBe(true);
});
