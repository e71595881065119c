import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the islands that hydrate on their own: each island root
 * sets data-hydrated="true" once its handlers are attached (Astro's `ssr` attribute goes
 * earlier, before React is done). `client:visible` islands wait to be scrolled into view.
 */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island:not([client="visible"])')].every((island) =>
      island.querySelector('[data-hydrated="true"]'),
    ),
  );
}
