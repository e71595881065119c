// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("the operator CLIs with a wrong configuration", () => {
  it.each([
    ["staff", ["scripts/staff.ts", "list"]],
    ["outbox", ["scripts/outbox.ts"]],
    ["backup", ["scripts/backup.ts"]],
  ])("npm run %s names the variable, shows no stack trace and touches no data", (_, args) => {
    const dataDir = mkdtempSync(join(tmpdir(), "cli-config-"));
    const result = spawnSync(process.execPath, args, {
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, SITE_URL: "www.example.com" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^ {2}SITE_URL: expected an http\(s\) URL/m);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
