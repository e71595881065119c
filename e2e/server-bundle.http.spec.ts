import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { SERVER_BUNDLE_REPORT } from "../src/integrations/server-bundle-report";

/**
 * main.ts holds the one copy of src/server and hands Astro its runtime in `locals`; pages,
 * actions and the middleware import only types from it. A value import slipping back
 * would put a second copy of the repositories (and whatever they import) in dist/server,
 * where a module-level state or an `instanceof` would silently differ from main.ts's.
 */
test("Astro's server bundle carries no repository nor any src/server module but its log destination", () => {
  const bundled = JSON.parse(
    readFileSync(`dist/server/${SERVER_BUNDLE_REPORT}`, "utf8"),
  ) as string[];
  // The report saw the server build: astro.config.mjs names this endpoint, so it is there.
  expect(bundled).toContain("src/server/http/no-image-endpoint.ts");
  expect(bundled.filter((file) => file.startsWith("src/server/db/"))).toEqual([]);
  // Besides it, only Astro's log destination (astro.config.mjs names it too) and the
  // stateless JSON line writer it uses, log.ts.
  expect(bundled.sort()).toEqual([
    "src/server/astro-log-destination.ts",
    "src/server/http/no-image-endpoint.ts",
    "src/server/log.ts",
  ]);
});
