import { test as base } from "@playwright/test";

/**
 * The `test` of the date-sensitive specs (scripts/date-instants.ts). Under `npm run
 * test:dates` this process and the servers it starts read libfaketime's clock, but
 * Chromium does not (playwright.config.ts); each browser context's clock is set here to
 * this process's, and runs on from it, so scripts in the pages read the instant too.
 * Anywhere else it is Playwright's own `test`.
 */
export const test =
  process.env["FAKETIME"] === undefined
    ? base
    : base.extend({
        context: async ({ context }, run) => {
          await context.clock.install({ time: Date.now() });
          await run(context);
        },
      });

export { expect, type Locator, type Page } from "@playwright/test";
