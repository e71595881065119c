import { expect, test, type Page } from "@playwright/test";

const banner = (page: Page) => page.getByRole("banner");
/** A menu parent on the bar: a button and the dropdown it opens, a popover. */
const parent = (page: Page, label: string) =>
  banner(page).locator(`nav [data-menu-id="${label}"]`).filter({ visible: true });
const menu = (page: Page, label: string) => parent(page, label).locator("[popover]");
const toggle = (page: Page, label: string) =>
  parent(page, label).getByRole("button", { name: label });

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
});

test("top bar links the phone and email and names the service area", async ({ page }) => {
  await expect(
    banner(page)
      .getByRole("link", { name: /\(502\)/ })
      .first(),
  ).toHaveAttribute("href", /^tel:\+1502/);
  await expect(banner(page).getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(banner(page).getByText("Serving Louisville Metro & Southern Indiana")).toBeVisible();
});

test("both header buttons go to the quote form on /contact", async ({ page }) => {
  for (const name of ["Book an Inspection", "Get a Free Quote"]) {
    await expect(banner(page).getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      "/contact#quote-form",
    );
  }
});

test("a parent toggles its dropdown instead of navigating, one open at a time", async ({
  page,
}) => {
  await toggle(page, "Residential").click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu(page, "Residential").getByRole("link", { name: "Siding" })).toBeVisible();
  await expect(menu(page, "Residential").getByRole("link")).toHaveCount(8);

  await toggle(page, "Commercial").click();
  await expect(
    menu(page, "Commercial").getByRole("link", { name: "Fluid-Applied Roofing" }),
  ).toBeVisible();
  await expect(menu(page, "Residential")).toBeHidden();

  await toggle(page, "Commercial").click();
  await expect(menu(page, "Commercial")).toBeHidden();
});

test("the Emergency menu holds the two emergency pages", async ({ page }) => {
  await toggle(page, "Emergency").click();
  const links = menu(page, "Emergency").getByRole("link");
  await expect(links).toHaveText(["Storm Damage", "Roof Tarping"]);
  await expect(links.first()).toHaveAttribute("href", "/emergency/storm-damage");
});

test("a click outside the header closes the dropdown", async ({ page }) => {
  await toggle(page, "Residential").click();
  await expect(menu(page, "Residential")).toBeVisible();
  await page.getByRole("main").click({ position: { x: 10, y: 300 } });
  await expect(menu(page, "Residential")).toBeHidden();
});

test("keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({
  page,
}) => {
  await toggle(page, "Commercial").focus();
  await page.keyboard.press("Enter");
  await expect(menu(page, "Commercial")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu(page, "Commercial").getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu(page, "Commercial")).toBeHidden();
  await expect(toggle(page, "Commercial")).toBeFocused();
});

test("focus is visible on header controls", async ({ page }) => {
  await toggle(page, "Residential").focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  const outline = await toggle(page, "Residential").evaluate(
    (element) => getComputedStyle(element).outlineStyle,
  );
  expect(outline).not.toBe("none");
});

test("turns solid white with a shadow after scrolling more than 20 px", async ({ page }) => {
  const bar = banner(page).locator("> div").nth(1);
  const look = () =>
    bar.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, shadow: style.boxShadow };
    });
  const before = await look();
  expect(before.background).not.toBe("rgb(255, 255, 255)");
  await page.mouse.wheel(0, 400);
  await expect.poll(async () => (await look()).background).toBe("rgb(255, 255, 255)");
  expect((await look()).shadow).not.toBe("none");
});

test("the active section is highlighted by path prefix", async ({ page }) => {
  await page.goto("/residential/siding");
  const color = (label: string) =>
    toggle(page, label).evaluate((element) => getComputedStyle(element).color);
  expect(await color("Residential")).not.toBe(await color("Commercial"));
  await toggle(page, "Residential").click();
  await expect(menu(page, "Residential").getByRole("link", { name: "Siding" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the first Tab reaches the skip link, which moves focus past the header", async ({ page }) => {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});
