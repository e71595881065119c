/*
 * Screenshots of one page of each kind (home, hub, service, area, emergency, contact,
 * about) on a phone (390 x 844) and a desktop (1366 x 900), for a person to look at:
 * `npm run build`, then
 *   npm run screenshots -- [folder]   (default: test-results/page-screenshots)
 *   npm run screenshots -- --docs     (the committed set in docs/screenshots/)
 * KINDS=home,contact limits the run to those page kinds.
 * The folder gets <kind>-<phone|desktop>[-no-js].png, each the whole page. --docs writes
 * the JavaScript-on pictures only, at one device pixel per CSS pixel, as palette PNGs, so
 * the repository stays small.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { pageKinds } from "../e2e/routes.ts";
import { startSiteServer } from "../e2e/support/site-server.ts";

const screens = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
};

/** The phone's fixed call bar (MobileCallBar.tsx), by its accessible name. */
const callBar = 'nav[aria-label="Call or request a quote"]';

const docs = process.argv.includes("--docs");
const folder = resolve(
  docs ? "docs/screenshots" : (process.argv[2] ?? "test-results/page-screenshots"),
);
const only = process.env["KINDS"]?.split(",");
mkdirSync(folder, { recursive: true });

const site = await startSiteServer();
const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const [kind, path] of Object.entries(pageKinds)) {
    if (only && !only.includes(kind)) continue;
    for (const [screen, options] of Object.entries(screens)) {
      for (const javaScriptEnabled of docs ? [true] : [true, false]) {
        const context = await browser.newContext({
          ...options,
          deviceScaleFactor: 1,
          javaScriptEnabled,
          bypassCSP: true,
        });
        // A whole-page picture is taken by stretching the window, which would leave the
        // sticky header over the breadcrumbs and the phone's call bar in mid-page: for the
        // picture only, both stay in the page's flow.
        await context.route(`${site.url}${path}`, async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            "</head>",
            `<style>.site-header, ${callBar} { position: static !important; }</style></head>`,
          );
          await route.fulfill({ response, body: html });
        });
        const page = await context.newPage();
        await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
        // Lazy pictures load only near the screen: ask for all of them, so all show.
        // (Without JavaScript the browser loads them all at once.)
        if (javaScriptEnabled) {
          await page.evaluate(() =>
            Promise.all(
              [...document.images].map((image) => {
                image.loading = "eager";
                if (image.complete) return null;
                return new Promise((done) => {
                  image.addEventListener("load", done);
                  image.addEventListener("error", done);
                });
              }),
            ),
          );
        }
        const shot = await page.screenshot({ fullPage: true });
        const name = `${kind}-${screen}${javaScriptEnabled ? "" : "-no-js"}.png`;
        if (docs) {
          await sharp(shot)
            .png({ palette: true, quality: 80, compressionLevel: 9 })
            .toFile(join(folder, name));
        } else {
          await sharp(shot).toFile(join(folder, name));
        }
        await context.close();
        console.log(`${name}: ${path}`);
      }
    }
  }
  console.log(`Screenshots in ${folder}`);
} finally {
  await browser.close();
  await site.stop();
}
