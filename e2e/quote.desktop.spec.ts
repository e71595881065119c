import { expect, test, type Page } from "@playwright/test";
import { watchPageErrors } from "./support/page-checks";
import { freePort } from "../src/test-support/ports";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { startMailbox, type TestMailbox } from "./support/smtp";

test.describe.configure({ mode: "serial" });

let mailbox: TestMailbox;
let site: SiteServer;

test.beforeAll(async () => {
  mailbox = await startMailbox(await freePort());
  site = await startSiteServer({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_NOTIFY_TO: "office@contractor.example.com, estimator@contractor.example.com",
  });
});

test.afterAll(async () => {
  await site.stop();
  await mailbox.stop();
});

test.beforeEach(() => {
  mailbox.messages.length = 0;
});

const form = (page: Page) => page.locator("#quote-form form");
/** The toast region (Radix also keeps a hidden copy for screen readers elsewhere). */
const notices = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** The form hydrates on the visitor's first interaction with it (QuoteFormOnFirstUse.astro). */
async function showForm(page: Page) {
  await form(page).getByLabel("Full Name *").focus();
  await expect(form(page)).toHaveAttribute("data-hydrated", "true");
}

async function fillForm(page: Page, overrides: Partial<Record<"name" | "email", string>> = {}) {
  await form(page)
    .getByLabel("Full Name *")
    .fill(overrides.name ?? "Avery Collins");
  await form(page).getByLabel("Phone Number *").fill("(502) 555-0188");
  await form(page)
    .getByLabel("Email Address *")
    .fill(overrides.email ?? "avery@example.com");
  await form(page).getByLabel("Service Needed *").selectOption("emergency");
  await form(page).getByLabel("Property Address").fill("2200 Frankfort Ave, Louisville, KY 40206");
  await form(page)
    .getByLabel("Additional Details")
    .fill("Tree limb through the roof <b>tonight</b>.");
}

const leadsFor = (email: string) =>
  site.query<{
    reference: string;
    urgent: number;
    source_page: string;
    consent_text: string;
    status: string;
  }>("SELECT * FROM leads WHERE email = ?", email);

test("a submission is stored, acknowledged with a reference, and both emails arrive", async ({
  page,
}) => {
  const errors = await watchPageErrors(page);
  await page.goto(`${site.url}/emergency/roof-tarping?utm_source=google&utm_campaign=storm`);
  await showForm(page);
  await fillForm(page);
  await form(page).getByRole("checkbox").check();
  // The tarping page's button asks for what it offers (its form's title).
  await form(page).getByRole("button", { name: "Request Emergency Service" }).click();

  const notice = notices(page).getByRole("listitem").filter({ hasText: "Request Sent!" });
  await expect(notice).toContainText(
    "Thank you! We have received your request and will be in touch shortly.",
  );
  const reference = (await notice.textContent())?.match(/Q-[A-Z0-9]{6}/)?.[0];
  expect(reference).toBeTruthy();
  // A lasting confirmation takes the form's place; asking again shows the form, reset.
  await expect(page.getByTestId("quote-confirmation")).toContainText(/Q-[A-Z0-9]{6}/);
  await page.getByRole("button", { name: "Send another request" }).click();
  await expect(form(page).getByLabel("Full Name *")).toHaveValue("");
  await expect(form(page).getByRole("checkbox")).not.toBeChecked();

  expect(errors).toEqual([]);
  const [lead] = leadsFor("avery@example.com");
  expect(lead).toMatchObject({
    reference,
    urgent: 1,
    source_page: "/emergency/roof-tarping",
    status: "new",
  });
  expect(lead?.consent_text).toMatch(/may contact me/);

  const mails = await mailbox.waitFor(2);
  const notification = mails.find((mail) => mail.to.includes("office@contractor.example.com"));
  const receipt = mails.find((mail) => mail.to.includes("avery@example.com"));
  expect(notification?.to).toContain("estimator@contractor.example.com");
  expect(notification?.subject).toMatch(
    /^URGENT: Emergency Service request in Louisville from Avery Collins/,
  );
  expect(notification?.replyTo).toContain("avery@example.com");
  expect(notification?.text).toContain("(502) 555-0188");
  expect(notification?.text).toContain("utm_source: google");
  expect(notification?.html).toContain("&lt;b&gt;tonight&lt;/b&gt;");
  expect(notification?.html).not.toContain("<b>tonight</b>");
  expect(receipt?.subject).toContain(reference!);
  expect(receipt?.text).toContain(reference!);
  expect(receipt?.text).toMatch(/\(502\) 555-0147/);
});

test("without consent the Consent Required notice shows and nothing is sent", async ({ page }) => {
  await page.goto(`${site.url}/contact`);
  await showForm(page);
  await fillForm(page, { email: "no-consent@example.com" });
  await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(notices(page).getByText("Consent Required")).toBeVisible();
  await expect(
    notices(page).getByText("Please agree to the terms before submitting."),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(leadsFor("no-consent@example.com")).toHaveLength(0);
  expect(mailbox.messages).toHaveLength(0);
});

test("when the request cannot be sent, Submission Failed shows and every value is kept", async ({
  page,
}) => {
  await page.goto(`${site.url}/contact`);
  await showForm(page);
  await page.route("**/_actions/**", (route) => route.abort("connectionreset"));
  const consoleErrors: string[] = [];
  page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
  await fillForm(page, { email: "offline@example.com" });
  await form(page).getByRole("checkbox").check();
  await form(page).getByRole("button", { name: "Get My Free Quote" }).click();

  await expect(notices(page).getByText("Submission Failed")).toBeVisible();
  await expect(
    notices(page).getByText("There was an error sending your request. Please try again."),
  ).toBeVisible();
  await expect(form(page).getByLabel("Full Name *")).toHaveValue("Avery Collins");
  await expect(form(page).getByLabel("Additional Details")).toHaveValue(/Tree limb/);
  await expect(form(page).getByRole("checkbox")).toBeChecked();
  expect(consoleErrors.join("\n")).toMatch(/Quote request failed/);
  expect(leadsFor("offline@example.com")).toHaveLength(0);
});

test("server field errors show beside the field and focus moves to it", async ({ page }) => {
  await page.goto(`${site.url}/contact`);
  await showForm(page);
  await fillForm(page, { email: "short-phone@example.com" });
  await form(page).getByLabel("Phone Number *").fill("555-01");
  await form(page).getByRole("checkbox").check();
  await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
  const phone = form(page).getByLabel("Phone Number *");
  await expect(
    form(page).getByText("Please enter a phone number with 10 to 15 digits."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(phone).toBeFocused();
  expect(leadsFor("short-phone@example.com")).toHaveLength(0);
});

test("a double click creates one lead", async ({ page }) => {
  await page.goto(`${site.url}/residential/siding`);
  await showForm(page);
  await fillForm(page, { email: "double@example.com" });
  await form(page).getByRole("checkbox").check();
  await form(page).getByRole("button", { name: "Get My Free Quote" }).dblclick();
  await expect(notices(page).getByText("Request Sent!")).toBeVisible();
  expect(leadsFor("double@example.com")).toHaveLength(1);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the form submits and the result page shows the reference", async ({ page }) => {
    await page.goto(`${site.url}/service-area/floyd-county-in`);
    await fillForm(page, { email: "no-js@example.com" });
    await form(page).getByRole("checkbox").check();
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Sent!");
    const reference = (await page.getByText(/reference number is/).textContent())?.match(
      /Q-[A-Z0-9]{6}/,
    )?.[0];
    const [lead] = leadsFor("no-js@example.com");
    expect(lead?.reference).toBe(reference);
    expect(lead?.source_page).toBe("/service-area/floyd-county-in");
    await mailbox.waitFor(2);
  });

  test("errors come back with every value kept", async ({ page }) => {
    await page.goto(`${site.url}/contact`);
    await fillForm(page, { email: "no-js-error@example.com" });
    await form(page).getByLabel("Phone Number *").fill("12345");
    await form(page).getByRole("checkbox").check();
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your request");
    await expect(
      form(page).getByText("Please enter a phone number with 10 to 15 digits."),
    ).toBeVisible();
    await expect(form(page).getByLabel("Phone Number *")).toHaveValue("12345");
    await expect(form(page).getByLabel("Full Name *")).toHaveValue("Avery Collins");
    await expect(form(page).getByLabel("Additional Details")).toHaveValue(/Tree limb/);
  });
});
