// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/*
 * What `npm install` prints on the wrong Node, with the project's .npmrc. The Node this
 * test runs on is 24, so npm is started with process.version replaced, which is what its
 * engine check reads. A throwaway copy of the manifest and lock file is installed with
 * --dry-run, so the worktree's node_modules is never touched.
 */
const directory = mkdtempSync(join(tmpdir(), "npm-engine-"));
for (const file of ["package.json", "package-lock.json", ".npmrc"])
  copyFileSync(file, join(directory, file));
// The machine's own ~/.npmrc is not what a newcomer has.
writeFileSync(join(directory, "empty-user-npmrc"), "");
const npmCli = realpathSync(
  execFileSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).trim(),
);

// Nor are the npm_config_* variables npm and npx hand the test runner.
const newcomerEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_config_")),
);

afterAll(() => rmSync(directory, { recursive: true, force: true }));

function npmInstallOn(version: string) {
  const preload = join(directory, "node-version.cjs");
  writeFileSync(preload, `Object.defineProperty(process, "version", { value: "${version}" });`);
  return spawnSync(
    process.execPath,
    [
      "--require",
      preload,
      npmCli,
      "install",
      "--dry-run",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "--no-update-notifier",
      `--userconfig=${join(directory, "empty-user-npmrc")}`,
    ],
    { cwd: directory, env: newcomerEnv, encoding: "utf8", timeout: 60_000 },
  );
}

describe("npm install on the wrong Node", () => {
  it("stops first with the Node version the project needs, and warns about nothing else", () => {
    const run = npmInstallOn("v20.20.2");
    expect(run.status).not.toBe(0);
    const lines = run.stderr.trim().split("\n");
    expect(lines[0]).toBe("npm error code EBADENGINE");
    expect(run.stderr).toContain('Required: {"node":">=24 <25"}');
    expect(run.stderr).toContain('Actual:   {"node":"v20.20.2"');
    expect(lines.filter((line) => line.startsWith("npm warn"))).toEqual([]);
    expect(run.stdout).not.toContain("add ");
  });

  it("installs on Node 24 with the same settings", () => {
    const run = npmInstallOn("v24.21.0");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toContain("EBADENGINE");
  });
});
