import type { Page } from "@playwright/test";

/** Waits until every island on the page has hydrated (Astro drops the `ssr` attribute). */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll("astro-island[ssr]").length === 0);
}
