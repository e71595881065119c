import { chromium } from "@playwright/test";
import { startSiteServer } from "../e2e/support/site-server.ts";
const site = await startSiteServer();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const routes = process.argv.slice(2);
for (const r of routes) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(site.url + r, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/i34/v-${r.replace(/\W/g, "_")}.png` });
  await page.close();
}
await browser.close(); await site.stop();
