/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";
import { usableCores } from "./src/test-support/usable-cores.ts";

export default getViteConfig({
  test: {
    environment: "jsdom",
    globals: true,
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "deploy/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    // Caps that end a hung test, not budgets: tests that start processes, databases and
    // servers must pass on a loaded 2-core machine too. Speed is measured by the benchmarks.
    testTimeout: 30_000,
    // Twice the cores: the tests spend about half their time waiting on servers, SMTP and
    // timers (two workers kept a 2-core machine under one core busy: 392 s; four: 285 s).
    // Capped so a big machine does not open more Postgres connections than the test cluster has.
    // The cores counted are those a container's CPU quota leaves (usable-cores.ts).
    maxWorkers: Math.min(8, 2 * usableCores()),
    hookTimeout: 60_000,
    globalSetup: ["./src/test-support/temp-root.ts", "./src/test-support/postgres-global-setup.ts"],
  },
});
