/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

export default getViteConfig({
  test: {
    environment: "jsdom",
    globals: true,
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "deploy/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    globalSetup: ["./src/test-support/temp-root.ts", "./src/test-support/postgres-global-setup.ts"],
  },
});
