import { expect, test } from "@playwright/test";

test("FAQ page: three groups, one answer open at a time, the open one closes", async ({ page }) => {
  await page.goto("/faqs");
  await expect(page.getByRole("heading", { level: 2 })).toContainText([
    "General Questions",
    "Insurance & Storm Damage",
    "Cost & Financing",
  ]);
  const items = page.locator("main details");
  await expect(items).toHaveCount(7);

  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open");
  await items.nth(5).locator("summary").click();
  await expect(items.nth(5)).toHaveAttribute("open");
  await expect(page.locator("main details[open]")).toHaveCount(1);

  await items.nth(5).locator("summary").click();
  await expect(page.locator("main details[open]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});
