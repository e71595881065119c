import { expect, test, type Page } from "@playwright/test";
import {
  addStaffAccount,
  notices,
  PASSWORD,
  signOutOverHttp,
  STAFF,
  STAFF_ENV,
  submitAccountForm,
} from "./admin-support";
import { axeViolations, watchPageErrors } from "./support/page-checks";
import { startSiteServer, type SiteServer } from "./support/site-server";

test.describe.configure({ mode: "serial" });

let site: SiteServer;

test.beforeAll(async () => {
  site = await startSiteServer(STAFF_ENV);
});

test.afterAll(async () => {
  await site.stop();
});

const users = () =>
  site.query<{ email: string }>('SELECT email FROM "user"').map((row) => row.email);

async function sendQuoteThroughPublicForm(page: Page, name: string) {
  await page.goto(`${site.url}/contact`);
  const form = page.locator("#quote-form form");
  // The form hydrates on the visitor's first interaction with it.
  await form.getByLabel("Full Name *").click();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("Full Name *").fill(name);
  await form.getByLabel("Phone Number *").fill("(502) 555-0177");
  await form.getByLabel("Email Address *").fill("harper@example.com");
  await form.getByLabel("Service Needed *").selectOption("replacement");
  await form.getByLabel("Property Address").fill("1850 Bonnycastle Ave, Louisville, KY 40205");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  const sent = notices(page).getByRole("listitem").filter({ hasText: "Request Sent!" });
  await expect(sent).toBeVisible();
  return (await sent.textContent())?.match(/Q-[A-Z0-9]{6}/)?.[0] ?? "";
}

test("the sign-in page is noindex, linked from no public page, and passes axe", async ({
  page,
}) => {
  const errors = await watchPageErrors(page);
  const response = await page.goto(`${site.url}/admin/sign-in`);
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator("form[data-hydrated]")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByText("Ask a colleague to invite you")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${site.url}/contact`);
  await expect(page.locator('a[href^="/admin"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("sign-in without a password shows the spec's message", async ({ page }) => {
  await page.goto(`${site.url}/admin/sign-in`);
  await submitAccountForm(page, STAFF.office, "");
  const toast = notices(page).getByRole("listitem");
  await expect(toast).toContainText("Sign in Failed");
  await expect(toast).toContainText(
    "You must provide either an email or phone number and a password",
  );
});

test("an account the operator created signs in and opens the inbox", async ({ page }) => {
  await addStaffAccount(site, STAFF.office);
  await page.goto(`${site.url}/admin/sign-in`);
  await submitAccountForm(page, STAFF.office, PASSWORD);
  await expect(page).toHaveURL(`${site.url}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Lead inbox" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${STAFF.office}`)).toBeVisible();
  expect(users()).toEqual([STAFF.office]);
});

test("sign-in with a wrong password shows the Sign in Failed toast", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/sign-in`);
  await submitAccountForm(page, STAFF.office, "not the right password");
  const toast = notices(page).getByRole("listitem");
  await expect(toast).toContainText("Sign in Failed");
  await expect(toast).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await context.close();
});

test("a signed-in member of staff sees a lead from the public form, changes its status, and it is kept", async ({
  page,
}) => {
  const errors = await watchPageErrors(page);
  const reference = await sendQuoteThroughPublicForm(page, "Harper Quinn");
  expect(reference).toMatch(/^Q-/);

  await page.goto(`${site.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  // Only the admin pages are watched here; the public form has its own specs.
  errors.length = 0;
  await submitAccountForm(page, STAFF.office, PASSWORD);
  await expect(page).toHaveURL(`${site.url}/admin`);
  const row = page.getByRole("row").filter({ hasText: "Harper Quinn" });
  await expect(row).toContainText(reference);
  await expect(row).toContainText("Roof Replacement");
  await expect(row).toContainText("New");
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole("link", { name: "Harper Quinn" }).click();
  await expect(page).toHaveURL(`${site.url}/admin/leads/${reference}`);
  await expect(page.getByText("1850 Bonnycastle Ave, Louisville, KY 40205")).toBeVisible();
  await expect(page.getByText("Source page")).toBeVisible();
  await expect(page.getByText("/contact", { exact: true })).toBeVisible();
  await expect(page.getByText(/may contact me by phone/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
  await page.getByRole("button", { name: "Save Status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await page.getByLabel("Add a note").fill("Called back, inspection booked for Friday.");
  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  // The saved line is the action's own, read after the redirect; another page's action
  // named in the address shows nothing.
  await expect(page).toHaveURL(`${site.url}/admin/leads/${reference}?saved=admin.addNote`);
  await page.goto(`${site.url}/admin/leads/${reference}?saved=admin.inviteStaff`);
  await expect(page.getByRole("status")).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("contacted");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Status changed from New to Contacted");
  await expect(history).toContainText(STAFF.office);
  await expect(history).toContainText("Called back, inspection booked for Friday.");
  expect(site.query("SELECT status FROM leads WHERE reference = ?", reference)).toEqual([
    { status: "contacted" },
  ]);

  await page.goto(`${site.url}/admin?status=contacted`);
  await expect(page.getByRole("row").filter({ hasText: reference })).toBeVisible();
  await page.goto(`${site.url}/admin?status=won`);
  await expect(page.getByText("No leads match this filter.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("staff mark a lead's job completed with the day it was finished, shown on the lead and in its history", async ({
  page,
}) => {
  const reference = await sendQuoteThroughPublicForm(page, "Rowan Ellis");
  // An account of its own, so the test runs alone too (-g).
  const cookie = await addStaffAccount(site, STAFF.estimator);
  const [name, value] = cookie.split(";")[0]!.split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: site.url }]);
  await page.goto(`${site.url}/admin/leads/${reference}`);
  await expect(page.getByRole("heading", { name: "Rowan Ellis" })).toBeVisible();

  // The day is asked for only while "Job completed" is chosen (CSS, no script), empty (the
  // server reads that as today), from the request's day in Louisville, never after today.
  const completedOn = page.getByLabel("Job completed on");
  await expect(completedOn).toBeHidden();
  await page.getByRole("combobox", { name: "Status" }).selectOption("Job completed");
  await expect(completedOn).toBeVisible();
  await expect(completedOn).toHaveValue("");
  await expect(page.getByText("Leave blank if the job was finished today.")).toBeVisible();
  const createdAt = site.query<{ created_at: string }>(
    "SELECT created_at FROM leads WHERE reference = ?",
    reference,
  )[0]!.created_at;
  const requestDay = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Kentucky/Louisville",
  }).format(new Date(createdAt));
  await expect(completedOn).toHaveAttribute("min", requestDay);
  expect((await completedOn.getAttribute("max"))! >= requestDay).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // The request's day is always one the form allows, whatever the hour.
  await completedOn.fill(requestDay);
  await page.getByRole("button", { name: "Save Status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("completed");
  const request = page.getByRole("region", { name: "Request", exact: true });
  await expect(request.getByRole("term").filter({ hasText: "Job completed on" })).toBeVisible();
  const inWords = new Date(`${requestDay}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  // Exactly the day: "Received" shows the same day with its time.
  await expect(
    request.getByRole("definition").filter({ hasText: new RegExp(`^${inWords}$`) }),
  ).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Status changed from New to Job completed");
  await expect(history).toContainText(`Job completed on ${inWords}`);
  expect(
    site.query("SELECT status, job_completed_on FROM leads WHERE reference = ?", reference),
  ).toEqual([{ status: "completed", job_completed_on: requestDay }]);

  await page.goto(`${site.url}/admin?status=completed`);
  await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Job completed");
  // Ends its session: the sign-out tests below count the sessions left.
  expect((await signOutOverHttp(site.url, cookie)).status).toBe(303);
});

test("sign-out ends the session: the inbox then redirects to sign-in", async ({ page }) => {
  await page.goto(`${site.url}/admin/sign-in`);
  await submitAccountForm(page, STAFF.office, PASSWORD);
  await expect(page).toHaveURL(`${site.url}/admin`);
  const signOut = page.getByRole("button", { name: "Sign Out" });
  await expect(page.locator("header form[data-hydrated]")).toHaveAttribute("data-hydrated", "true");
  await signOut.click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out$/);
  await expect(page.getByRole("status")).toHaveText("You have signed out.");
  await page.goto(`${site.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
});

test("signing out in one browser ends the session in another", async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const [pageA, pageB] = [await first.newPage(), await second.newPage()];
  for (const page of [pageA, pageB]) {
    await page.goto(`${site.url}/admin/sign-in`);
    await submitAccountForm(page, STAFF.office, PASSWORD);
    await expect(page).toHaveURL(`${site.url}/admin`);
    await expect(page.locator("header form[data-hydrated]")).toHaveAttribute(
      "data-hydrated",
      "true",
    );
  }

  await pageA.getByRole("button", { name: "Sign Out" }).click();
  await expect(pageA).toHaveURL(/\/admin\/sign-in/);

  // The other browser's open page learns it without a reload, when it is looked at again…
  await pageB.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(pageB.getByRole("alert")).toContainText("Your session has ended.");
  // …and the server refuses its cookie for pages and actions alike.
  await pageB.reload();
  await expect(pageB).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  const action = await pageB.request.post(`${site.url}/_actions/admin.addNote`, {
    headers: { Origin: site.url },
    multipart: { reference: "Q-AAAAAA", note: "after sign-out" },
  });
  expect(action.status()).toBe(401);
  expect(site.query("SELECT COUNT(*) AS count FROM session")).toEqual([{ count: 0 }]);
  await first.close();
  await second.close();
});
