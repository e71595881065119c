import { expect, test } from "@playwright/test";

test("/contact#quote-form lands on the form 100 px below the top of the window", async ({
  page,
}) => {
  await page.goto("/contact#quote-form");
  const form = page.locator("#quote-form");
  await expect(form.getByRole("heading", { name: "Request Your Free Quote" })).toBeVisible();
  await expect.poll(async () => Math.round((await form.boundingBox())?.y ?? -1)).toBe(100);
});

test("the contact page lists phone, email, service area, hours and the emergency line", async ({
  page,
}) => {
  await page.goto("/contact");
  const details = page.locator("dl");
  await expect(details.getByRole("link", { name: /\(502\)/ })).toHaveAttribute("href", /^tel:/);
  await expect(details.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(details).toContainText("Mon–Fri: 7 am – 6 pm");
  await expect(details).toContainText("Emergency service 24/7");
  // The emergency row is a call of its own, not text to scroll back from.
  await expect(
    details.getByRole("link", { name: "Call the same number, day or night" }),
  ).toHaveAttribute("href", /^tel:\+1\d{10}$/);
});
