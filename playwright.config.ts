import { defineConfig, devices } from "@playwright/test";
import { realClockEnv } from "./e2e/support/real-clock";

/** The e2e suite runs against the built production server, on loopback only. */
/** Override with E2E_PORT when another suite already uses the default. */
export const E2E_PORT = Number(process.env["E2E_PORT"] ?? 4399);
/**
 * Where a run keeps its results and its server's data. Playwright empties it as the run
 * starts, so runs side by side (`npm run test:dates -- --parallel=2`) each need their own.
 */
const outputDir = process.env["E2E_OUTPUT_DIR"] ?? "test-results";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Under `npm run test:dates` the whole run reads libfaketime's clock, where Chromium runs
 * about twice as slow; Chromium is started on the real clock instead. What depends on the
 * date is decided by the servers, which keep the instant: the pages' own scripts read the
 * clock only for durations (how long the form took to fill) and ids.
 */
const launchOptions = {
  executablePath: chromium,
  env: realClockEnv(process.env),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions,
};
const mobile = { ...devices["Pixel 7"], launchOptions };

export default defineConfig({
  testDir: "e2e",
  outputDir,
  fullyParallel: true,
  globalSetup: "./src/test-support/temp-root.ts",
  workers: 2,
  retries: 0,
  // Caps that end a hung test, not budgets: the suite must pass on a loaded 2-core machine
  // (CI beside other jobs), where an axe run or a page load takes several times as long as
  // on a quiet one. Speed is measured by the benchmarks, never here.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions,
    trace: "off",
  },
  projects: [
    // *.desktop.spec.ts and *.mobile.spec.ts are journeys of one viewport; *.http.spec.ts
    // do not depend on the viewport and run once; every other spec runs on both.
    {
      name: "desktop",
      use: desktop,
      testIgnore: /\.(mobile|proxy)\.spec\.ts$/,
    },
    {
      name: "mobile",
      use: mobile,
      testIgnore: /\.(http|desktop|proxy)\.spec\.ts$/,
    },
    // *.proxy.spec.ts run the production topology: the server behind nginx or Caddy with
    // TLS from a certificate the spec makes, for the host www.example.test, which Chromium
    // resolves to loopback and nowhere else.
    {
      name: "production",
      use: {
        ...desktop,
        ignoreHTTPSErrors: true,
        launchOptions: {
          ...launchOptions,
          args: [...launchOptions.args, "--host-resolver-rules=MAP www.example.test 127.0.0.1"],
        },
      },
      testMatch: /\.proxy\.spec\.ts$/,
    },
    // The header and the FAQ accordion work through the platform alone (no script on the
    // page), so their journeys run again, unchanged, with JavaScript off.
    {
      name: "desktop-no-js",
      use: { ...desktop, javaScriptEnabled: false },
      testMatch: /(header\.desktop|faqs)\.spec\.ts$/,
    },
    {
      name: "mobile-no-js",
      use: { ...mobile, javaScriptEnabled: false },
      testMatch: /(header\.mobile|faqs)\.spec\.ts$/,
    },
  ],
  webServer: {
    command: "node src/server/main.ts",
    url: `http://127.0.0.1:${E2E_PORT}/`,
    env: { HOST: "127.0.0.1", PORT: String(E2E_PORT), DATA_DIR: `${outputDir}/e2e-data` },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
