/*
 * Screenshots of every staff page at 390 x 844, a phone's screen, into a folder, for a
 * person to look at: `npm run build`, then
 *   node scripts/staff-screenshots.ts [folder]   (default: test-results/staff-screenshots)
 * It starts the built server on a throwaway data directory filled the way the phone spec
 * fills it (e2e/support/staff-site.ts) and saves <page>.png (the whole page) and
 * <page>-first-screen.png (what shows before any scrolling).
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { sessionCookie, startStaffSite } from "../e2e/support/staff-site.ts";

const folder = resolve(process.argv[2] ?? "test-results/staff-screenshots");
mkdirSync(folder, { recursive: true });

const staff = await startStaffSite();
const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const staffPage of staff.pages) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    if (staffPage.signedIn) await context.addCookies([sessionCookie(staff)]);
    const page = await context.newPage();
    await page.goto(`${staff.site.url}${staffPage.path}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: join(folder, `${staffPage.name}-first-screen.png`) });
    await page.screenshot({ path: join(folder, `${staffPage.name}.png`), fullPage: true });
    await context.close();
    console.log(`${staffPage.name}: ${staffPage.path}`);
  }
  console.log(`Screenshots in ${folder}`);
} finally {
  await browser.close();
  await staff.stop();
}
