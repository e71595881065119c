// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config/config.ts";
import { memoryLogger } from "./log.ts";
import { devRuntime, lazyRuntime, runtimeForRequest } from "./request-runtime.ts";
import { closeRuntime, createRuntime, type Runtime } from "./runtime.ts";

describe("the runtime a request runs on", () => {
  const directories: string[] = [];
  const made: Runtime[] = [];

  afterEach(async () => {
    vi.unstubAllEnvs();
    await Promise.all(made.splice(0).map(closeRuntime));
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true });
  });

  function realStart() {
    const directory = mkdtempSync(join(tmpdir(), "request-runtime-"));
    directories.push(directory);
    const log = memoryLogger();
    const start = vi.fn(async () => {
      const runtime = await createRuntime(loadConfig({ DATA_DIR: directory }), { log });
      made.push(runtime);
      return runtime;
    });
    return { start, log };
  }

  it("is the one main.ts passed in locals, and no fallback runs", async () => {
    const { start } = realStart();
    const passed = await start();
    const fallback = vi.fn(() => Promise.reject(new Error("must not run")));
    expect(await runtimeForRequest({ runtime: passed.site }, fallback)).toBe(passed.site);
    expect(fallback).not.toHaveBeenCalled();
  });

  it("fails, rather than open a second database, when production passes none", async () => {
    await expect(runtimeForRequest({}, null)).rejects.toThrow(
      "No runtime in locals: start the site with src/server/main.ts",
    );
  });

  it("under astro dev is made on the first request and reused by every later one", async () => {
    const { start, log } = realStart();
    const fallback = lazyRuntime(start);
    // Two first requests at once share one start-up.
    const [first, second] = await Promise.all([
      runtimeForRequest({}, fallback),
      runtimeForRequest({}, fallback),
    ]);
    const third = await runtimeForRequest({}, fallback);
    expect(start).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(log.lines.filter((line) => line.event === "runtime.started")).toHaveLength(1);
    expect(first).toBe(made[0]!.site);
    await expect(sql`SELECT 1 AS one`.execute(made[0]!.db)).resolves.toMatchObject({
      rows: [{ one: 1 }],
    });
  });

  it("under astro dev tries again after a start that failed", async () => {
    const { start } = realStart();
    start.mockRejectedValueOnce(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    const fallback = lazyRuntime(start);
    await expect(runtimeForRequest({}, fallback)).rejects.toThrow(/ECONNREFUSED/);
    const runtime = await runtimeForRequest({}, fallback);
    expect(await runtimeForRequest({}, fallback)).toBe(runtime);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("under astro dev reads its configuration from the environment", async () => {
    const directory = mkdtempSync(join(tmpdir(), "dev-runtime-"));
    directories.push(directory);
    vi.stubEnv("DATA_DIR", directory);
    vi.stubEnv("QUOTE_RATE_LIMIT", "7");
    const site = await runtimeForRequest({}, devRuntime);
    const runtime = await devRuntime();
    made.push(runtime);
    expect(site).toBe(runtime.site);
    expect(await runtimeForRequest({}, devRuntime)).toBe(site);
    expect(runtime.config).toMatchObject({ dataDir: directory, quoteRateLimit: 7 });
    expect(runtime.database.engine).toBe("sqlite");
  });
});
