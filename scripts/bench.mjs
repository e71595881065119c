// Lighthouse over every built route, on the production server, with mobile emulation
// and system Chromium. Prints one row per route; figures go in issue notes and the README.
// Besides Lighthouse's figures: inline script bytes per route, and the script bytes the
// quote form loads on a visitor's first interaction with it (on /contact).
//
//   npm run bench                 all routes
//   npm run bench -- /contact /   only these routes
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  CALIBRATION_RUNS,
  calibratedSlowdown,
  median,
  mobileThrottling,
  PRESET_SLOWDOWN,
  requestedSlowdown,
} from "./bench-cpu.mjs";
import { startFloorPage } from "./bench-floor.mjs";
import { firstInteractionBytes, inlineScriptBytes } from "./bench-scripts.mjs";
import { build, builtRoutes, origin, startServer } from "./bench-site.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Lighthouse now and then fails to record its trace (NO_NAVSTART) and measures nothing;
 * such a run is repeated. A page that loads but scores badly is never re-run.
 */
const ATTEMPTS_PER_ROUTE = 3;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * How many times the empty page of bench-floor.mjs is measured: enough to see how often a
 * navigation alone shows blocking time on this machine.
 */
const FLOOR_RUNS = 5;

/** The route whose quote form the first-interaction figure is measured on. */
const FORM_ROUTE = "/contact";

/**
 * Lighthouse reports a page it could not measure (no paint, a navigation timeout) as a
 * runtime error with empty metrics: that route gets an error row instead of stopping the run.
 */
function failure(route, lhr) {
  const metrics = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"];
  const missing = metrics.filter((id) => typeof lhr.audits[id]?.numericValue !== "number");
  if (!lhr.runtimeError && missing.length === 0) return null;
  return {
    route,
    error: lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : `no value for ${missing.join(", ")}`,
  };
}

function summarise(route, lhr) {
  const failed = failure(route, lhr);
  if (failed) return failed;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    // Script requested while the page loads, with no interaction: Lighthouse never interacts.
    jsBytes: bytes("script"),
    totalBytes: bytes("total"),
  };
}

/** One Lighthouse run of `url` in the Chrome listening on `chromePort`. */
const runLighthouse = (chromePort, url, options = {}) =>
  lighthouse(url, { port: chromePort, output: "json", logLevel: "error", ...options });

/**
 * `runs` performance-only runs of the empty page: each one's blocking time (null where
 * Lighthouse measured nothing) and the host's benchmarkIndex.
 */
async function measureEmptyPage(chromePort, runs, throttling) {
  const page = await startFloorPage();
  try {
    const measured = [];
    for (let run = 0; run < runs; run++) {
      const result = await runLighthouse(chromePort, page.url, {
        onlyCategories: ["performance"],
        ...(throttling ? { throttling } : {}),
      });
      const tbt = result?.lhr.audits["total-blocking-time"]?.numericValue;
      measured.push({
        tbt: typeof tbt === "number" ? Math.round(tbt) : null,
        benchmarkIndex: result?.lhr.environment.benchmarkIndex ?? NaN,
      });
    }
    return measured;
  } finally {
    await page.close();
  }
}

build();
const requested = process.argv.slice(2);
const routes = requested.length > 0 ? requested : builtRoutes();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags,
});
const rows = [];
let formInteraction;
let floorTbts;
let hostIndexes;
let slowdown;
try {
  const calibration = await measureEmptyPage(chrome.port, CALIBRATION_RUNS);
  hostIndexes = calibration.map((run) => Math.round(run.benchmarkIndex));
  slowdown = requestedSlowdown() ?? calibratedSlowdown(hostIndexes);
  const throttling = mobileThrottling(slowdown);
  for (const route of routes) {
    let row;
    for (let attempt = 1; attempt <= ATTEMPTS_PER_ROUTE && !(row && !row.error); attempt++) {
      const result = await runLighthouse(chrome.port, `${origin}${route}`, { throttling });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      row = summarise(route, result.lhr);
    }
    if (!row.error) row.inlineJsBytes = await inlineScriptBytes(`${origin}${route}`);
    rows.push(row);
    process.stderr.write(row.error ? "x" : ".");
  }
  formInteraction = await firstInteractionBytes(chrome.port, `${origin}${FORM_ROUTE}`);
  floorTbts = (await measureEmptyPage(chrome.port, FLOOR_RUNS, throttling)).map((run) => run.tbt);
} finally {
  chrome.kill();
  server.kill();
}

process.stderr.write("\n");
console.log(
  `CPU slowdown ${slowdown}x ` +
    (requestedSlowdown() === null
      ? `(this host's benchmarkIndex, median of ${CALIBRATION_RUNS}: ${median(hostIndexes)}; ` +
        `Lighthouse's preset is ${PRESET_SLOWDOWN}x for 1,500-2,000; see scripts/bench-cpu.mjs)`
      : "(BENCH_CPU_SLOWDOWN)") +
    ". Network: Lighthouse's mobile preset (150 ms, 1.6 Mbps).\n",
);
console.log(
  "| route | perf | a11y | best | seo | LCP | TBT | CLS | JS on arrival | inline JS | page |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) {
  if (row.error) {
    console.log(`| ${row.route} | not measured: ${row.error} ||||||||||`);
    continue;
  }
  console.log(
    `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} ms | ${row.tbtMs} ms | ${row.cls} | ${kb(row.jsBytes)} | ${row.inlineJsBytes} B | ${kb(row.totalBytes)} |`,
  );
}
console.log(
  `\nFirst interaction with the quote form on ${FORM_ROUTE}: ` +
    `${formInteraction.requests} script requests, ${kb(formInteraction.bytes)} transferred.`,
);
console.log(
  `Floor, an empty page (no stylesheet, script or image) in the same browser, ${FLOOR_RUNS} runs: ` +
    `TBT ${floorTbts.map((tbt) => (tbt === null ? "not measured" : `${tbt} ms`)).join(", ")}.`,
);
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(
  join(root, "bench-results/lighthouse.json"),
  JSON.stringify(
    {
      cpuSlowdown: slowdown,
      benchmarkIndexes: hostIndexes,
      routes: rows,
      formInteraction: { route: FORM_ROUTE, ...formInteraction },
      floor: { runs: FLOOR_RUNS, tbtMs: floorTbts },
    },
    null,
    2,
  ),
);
const measured = rows.filter((row) => !row.error);
const below = measured.filter(
  (row) =>
    Math.min(row.performance, row.accessibility, row.bestPractices, row.seo) < 100 || row.cls > 0,
);
const unmeasured = rows.length - measured.length;
console.log(
  `\n${rows.length} routes; ${below.length} below 100 in some category or with layout shift` +
    (unmeasured > 0 ? `; ${unmeasured} could not be measured (run them again).` : "."),
);
if (unmeasured > 0) process.exitCode = 1;
