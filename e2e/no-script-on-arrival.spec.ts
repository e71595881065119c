import { expect, test } from "@playwright/test";

/** One page of each kind: the header is on all of them, the quote form or the estimator on some. */
const pages = {
  home: "/",
  service: "/residential/roof-repair",
  area: "/service-area/louisville-ky",
  FAQ: "/faqs",
  contact: "/contact",
  estimate: "/estimate",
  "estimate result": "/estimate?footprint=1800&pitch=medium&shape=moderate&layers=1",
  "estimate's quote form": "/estimate/quote?footprint=1800&pitch=medium&shape=moderate&layers=1",
  "blog article": "/blog/5-warning-signs-new-roof",
};

for (const [kind, route] of Object.entries(pages)) {
  test(`the ${kind} page requests no script from arrival until idle, nor on scrolling`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(route, { waitUntil: "networkidle" });
    // Idle callbacks and timers (client:idle would run here) get their turn first.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))),
    );
    expect(scripts, "before scrolling").toEqual([]);

    // Scrolling the form into view is not using it (client:visible would load here).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(scripts, "after scrolling").toEqual([]);

    // Only the quote form and the estimator have code, and their shared inline loader is
    // under 1 KB; elsewhere there is no script at all, inline either. Counted as
    // scripts/bench-scripts.mjs counts them: every <script> but JSON-LD (the props are a
    // data attribute, not a script).
    const loadsOnFirstUse = (await page.locator("[data-first-use]").count()) > 0;
    const inline = page.locator('script:not([type="application/ld+json"])');
    if (!loadsOnFirstUse) await expect(inline).toHaveCount(0);
    else {
      const bytes = await inline.evaluateAll((scripts) =>
        scripts.reduce((sum, script) => sum + new Blob([script.textContent]).size, 0),
      );
      expect(bytes, "inline script bytes").toBeLessThan(1024);
    }
  });
}
