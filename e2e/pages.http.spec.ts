import { expect, test } from "@playwright/test";
import { quoteFormRoutes, routes } from "./routes";

test.describe("every route", () => {
  for (const route of routes) {
    test(`${route} answers 200 with a title, a description and one h1`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });
  }

  test("titles and descriptions are unique across the site", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(titles.get(title), `title of ${route}`).toBeUndefined();
      expect(descriptions.get(description), `description of ${route}`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
  });

  for (const route of quoteFormRoutes) {
    test(`${route} carries the quote form inside #quote-form`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(html).toMatch(/id="quote-form"[\s\S]*<form[\s\S]*name="serviceType"/);
    });
  }
});

test("an unknown route answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/couldn.t find/i);
  await expect(page.getByRole("link", { name: "Back to the Home Page" })).toHaveAttribute(
    "href",
    "/",
  );
});
