/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

export default getViteConfig({
  test: {
    environment: "jsdom",
    globals: true,
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "deploy/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    // Caps that end a hung test, not budgets: tests that start processes, databases and
    // servers must pass on a loaded 2-core machine too. Speed is measured by the benchmarks.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["./src/test-support/temp-root.ts", "./src/test-support/postgres-global-setup.ts"],
  },
});
