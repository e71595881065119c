import { expect, test } from "@playwright/test";
import { routes } from "./routes";

test.use({ javaScriptEnabled: false });

test("with JavaScript off every route renders its main content", async ({ page }) => {
  test.setTimeout(120_000);
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 }), route).toBeVisible();
    const text = await page.getByRole("main").innerText();
    expect(text.length, route).toBeGreaterThan(400);
  }
});

test("with JavaScript off the menu opens and its links navigate", async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) await page.locator("[data-mobile-toggle]").click();
  // A popover's button on the desktop bar, a <details> summary in the mobile accordion.
  const residential = page
    .getByRole("banner")
    .locator('[data-menu-id="Residential"]')
    .filter({ visible: true });
  await residential.locator(":scope > button, :scope > summary").click();
  await residential.getByRole("link", { name: "Roof Repair" }).click();
  await expect(page).toHaveURL(/\/residential\/roof-repair$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
