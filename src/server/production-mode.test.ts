// @vitest-environment node
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** NODE_ENV as a fresh process sees it after loading production-mode.ts. */
function nodeEnvAfterLoading(env: Record<string, string>): string {
  const rest = { ...process.env };
  delete rest["NODE_ENV"];
  const run = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      'await import("./src/server/production-mode.ts"); console.log(process.env.NODE_ENV)',
    ],
    { env: { ...rest, ...env }, encoding: "utf8" },
  );
  return run.stdout.trim();
}

describe("the production server's mode", () => {
  it("is production unless NODE_ENV says otherwise", () => {
    expect(nodeEnvAfterLoading({})).toBe("production");
    expect(nodeEnvAfterLoading({ NODE_ENV: "development" })).toBe("development");
  });

  it("is set by main.ts's first import, before anything that could load React", () => {
    const firstImport = readFileSync("src/server/main.ts", "utf8").match(/^import .*$/m)?.[0];
    expect(firstImport).toBe('import "./production-mode.ts";');
  });
});
