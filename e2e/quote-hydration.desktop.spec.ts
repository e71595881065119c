import { expect, test, type Page } from "@playwright/test";
import { watchPageErrors } from "./support/page-checks";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * The quote form hydrates on the visitor's first interaction (QuoteFormOnFirstUse.astro). On a
 * slow connection they go on typing while its code loads: here that code is held back
 * until they are done, then they submit with JavaScript.
 */
test.describe.configure({ mode: "serial" });

let site: SiteServer;
test.beforeAll(async () => {
  site = await startSiteServer();
});
test.afterAll(async () => {
  await site.stop();
});

const form = (page: Page) => page.locator("#quote-form form");
const notices = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const submit = (page: Page) => form(page).getByRole("button", { name: "Get My Free Quote" });

/** Holds every script request until the returned function is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

const typed = {
  name: "Morgan Ellery",
  phone: "(812) 555-0166",
  email: "typed-early@example.com",
  address: "410 Spring St, Jeffersonville, IN 47130",
  message: "Shingles lifted on the north side after the storm.",
};

/** Types as a person does, key by key, into a form whose code has not arrived yet. */
async function typeBeforeHydration(page: Page, values: typeof typed) {
  await form(page).getByLabel("Full Name *").pressSequentially(values.name);
  await form(page).getByLabel("Phone Number *").pressSequentially(values.phone);
  await form(page).getByLabel("Email Address *").fill(values.email);
  await form(page).getByLabel("Service Needed *").selectOption("repair");
  await form(page).getByLabel("Property Address").fill(values.address);
  await form(page).getByLabel("Additional Details").pressSequentially(values.message);
}

async function expectTypedValues(page: Page, values: typeof typed) {
  await expect(form(page).getByLabel("Full Name *")).toHaveValue(values.name);
  await expect(form(page).getByLabel("Phone Number *")).toHaveValue(values.phone);
  await expect(form(page).getByLabel("Email Address *")).toHaveValue(values.email);
  await expect(form(page).getByLabel("Service Needed *")).toHaveValue("repair");
  await expect(form(page).getByLabel("Property Address")).toHaveValue(values.address);
  await expect(form(page).getByLabel("Additional Details")).toHaveValue(values.message);
}

const leadsFor = (email: string) =>
  site.query<{
    name: string;
    phone: string;
    address: string;
    message: string;
    service_type: string;
  }>("SELECT * FROM leads WHERE email = ?", email);

test("typed before hydration, then sent with JavaScript: the spec's states and notices", async ({
  page,
}) => {
  const errors = await watchPageErrors(page);
  const scripts = await holdScripts(page);
  await page.goto(`${site.url}/contact`);
  await typeBeforeHydration(page, typed);
  expect(scripts.held.length, "the first focus asked for the form's code").toBeGreaterThan(0);
  await expect(form(page)).toHaveAttribute("data-hydrated", "false");

  scripts.release();
  await expect(form(page)).toHaveAttribute("data-hydrated", "true");
  await expectTypedValues(page, typed);

  await submit(page).click();
  await expect(notices(page).getByText("Consent Required")).toBeVisible();
  await expect(
    notices(page).getByText("Please agree to the terms before submitting."),
  ).toBeVisible();
  expect(leadsFor(typed.email)).toHaveLength(0);

  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/_actions/**", async (route) => {
    await answered;
    await route.continue();
  });
  await form(page).getByRole("checkbox").check();
  await submit(page).click();
  await expect(form(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(form(page).getByLabel("Full Name *")).toBeDisabled();
  await expect(form(page).getByLabel("Additional Details")).toBeDisabled();
  answer();

  const sent = notices(page).getByRole("listitem").filter({ hasText: "Request Sent!" });
  await expect(sent).toContainText(
    "Thank you! We have received your request and will be in touch shortly.",
  );
  // A lasting confirmation takes the form's place; asking again shows the form, reset.
  await expect(page.getByTestId("quote-confirmation")).toContainText(/Q-[A-Z0-9]{6}/);
  await page.getByRole("button", { name: "Send another request" }).click();
  await expect(form(page).getByLabel("Full Name *")).toHaveValue("");
  await expect(form(page).getByRole("checkbox")).not.toBeChecked();
  await expect(page).toHaveURL(/\/contact$/);
  expect(leadsFor(typed.email)).toEqual([
    expect.objectContaining({
      name: typed.name,
      phone: typed.phone,
      address: typed.address,
      message: typed.message,
      service_type: "repair",
    }),
  ]);
  expect(errors).toEqual([]);
});

test("typed before hydration, a failed send shows Submission Failed and keeps it all", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  const values = { ...typed, email: "typed-offline@example.com" };
  await page.goto(`${site.url}/service-area/floyd-county-in`);
  await typeBeforeHydration(page, values);
  await form(page).getByRole("checkbox").check();
  await page.route("**/_actions/**", (route) => route.abort("connectionreset"));
  scripts.release();
  await expect(form(page)).toHaveAttribute("data-hydrated", "true");

  await submit(page).click();
  await expect(notices(page).getByText("Submission Failed")).toBeVisible();
  await expect(
    notices(page).getByText("There was an error sending your request. Please try again."),
  ).toBeVisible();
  await expectTypedValues(page, values);
  await expect(form(page).getByRole("checkbox")).toBeChecked();
  expect(leadsFor(values.email)).toHaveLength(0);
});

test("a submit pressed before the code arrives goes through as a normal post", async ({ page }) => {
  await holdScripts(page);
  const values = { ...typed, email: "pressed-early@example.com" };
  await page.goto(`${site.url}/residential/siding`);
  await typeBeforeHydration(page, values);
  await form(page).getByRole("checkbox").check();
  await submit(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Sent!");
  expect(leadsFor(values.email)).toEqual([expect.objectContaining({ name: values.name })]);
});
