import { expect, test } from "@playwright/test";
import { PASSWORD, STAFF, STAFF_ENV } from "./admin-support";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * The account forms without JavaScript: they post to their own page, which signs in or up
 * on the server and redirects with the session cookie, or shows the failure in the page.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

let site: SiteServer;

test.beforeAll(async () => {
  site = await startSiteServer(STAFF_ENV);
});

test.afterAll(async () => {
  await site.stop();
});

test("sign-up without JavaScript creates the account and opens the inbox", async ({ page }) => {
  await page.goto(`${site.url}/admin/sign-up`);
  await page.getByLabel("Email").fill(STAFF.estimator);
  await page.getByLabel("Password", { exact: false }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(`${site.url}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(site.query('SELECT email FROM "user"')).toEqual([{ email: STAFF.estimator }]);
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
