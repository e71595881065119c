import { expect, test, type Page } from "@playwright/test";

const banner = (page: Page) => page.getByRole("banner");
const menuToggle = (page: Page) => banner(page).locator("[data-mobile-toggle]");
const section = (page: Page, label: string) =>
  banner(page).locator(`details[data-menu-id="${label}"]`).filter({ visible: true });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the menu toggle opens the same list as an accordion", async ({ page }) => {
  await expect(banner(page).getByRole("link", { name: "Contact", exact: true })).toBeHidden();
  await menuToggle(page).click();
  const panel = banner(page).getByRole("navigation", { name: "Main" });
  await expect(panel.getByRole("link", { name: "Contact", exact: true })).toBeVisible();

  await section(page, "Residential").locator("summary").click();
  await expect(section(page, "Residential").getByRole("link", { name: "Gutters" })).toBeVisible();
  await section(page, "Commercial").locator("summary").click();
  await expect(section(page, "Residential")).not.toHaveAttribute("open");
  await expect(
    section(page, "Commercial").getByRole("link", { name: "Roof Repair" }),
  ).toBeVisible();
});

test("a link in the mobile menu navigates", async ({ page }) => {
  await menuToggle(page).click();
  await section(page, "Emergency").locator("summary").click();
  await section(page, "Emergency").getByRole("link", { name: "Roof Tarping" }).click();
  await expect(page).toHaveURL(/\/emergency\/roof-tarping$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Escape closes the mobile menu and returns focus to its toggle", async ({ page }) => {
  await menuToggle(page).click();
  await expect(banner(page).getByRole("link", { name: "About", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(banner(page).getByRole("link", { name: "About", exact: true })).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();
});

test("on a service page the bar's button goes to the page's own form, and asks for help on an emergency's", async ({
  page,
}) => {
  const bar = page.getByRole("navigation", { name: "Call or request a quote" });
  for (const [path, label] of [
    ["/residential/roof-replacement", "Free Quote"],
    ["/emergency/storm-damage", "Request Help"],
  ] as const) {
    await page.goto(path);
    const button = bar.getByRole("link", { name: label, exact: true });
    await expect(button).toHaveAttribute("href", "#quote-form");
    await button.click();
    await expect(page.locator("#quote-form")).toBeInViewport();
  }
});

test("a sticky bar offers a call and a quote on phones", async ({ page }) => {
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole("link", { name: "Call Now" })).toBeInViewport();
  await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByRole("link", { name: "Free Quote", exact: true })).toHaveAttribute(
    "href",
    "/contact#quote-form",
  );
});
