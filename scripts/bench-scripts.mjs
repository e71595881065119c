// Script weight the benchmark reports beyond Lighthouse's own figures: inline script in
// each page's HTML, and what the quote form fetches when a visitor first uses it.
import { chromium } from "@playwright/test";

/** Bytes of inline <script> in the page's HTML, JSON-LD excluded (it is data, not code). */
export async function inlineScriptBytes(url) {
  const html = await (await fetch(url)).text();
  let bytes = 0;
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/type=["']?application\/ld\+json/i.test(attributes)) continue;
    bytes += Buffer.byteLength(body);
  }
  return bytes;
}

/**
 * The cost of a visitor's first interaction with the quote form at `url`: the page loads
 * and goes quiet, the first field gets focus, and every script fetched until the form is
 * hydrated is counted at its transfer size (compressed body and headers).
 */
export async function firstInteractionBytes(chromePort, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    const scripts = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.push(request);
    });
    await page.locator("#quote-form form").getByLabel("Full Name *").focus();
    await page.locator('#quote-form form[data-hydrated="true"]').waitFor();
    await page.waitForTimeout(500);
    let bytes = 0;
    for (const request of scripts) {
      const sizes = await request.sizes();
      bytes += sizes.responseHeadersSize + sizes.responseBodySize;
    }
    await context.close();
    return { requests: scripts.length, bytes };
  } finally {
    // Connected over CDP, this only disconnects: Chrome stays up for whoever launched it.
    await browser.close();
  }
}
