// @vitest-environment node
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  DATED_TAG,
  DATE_UNIT_TESTS,
  fakeTimeOffset,
  instantMillis,
  TEST_INSTANTS,
} from "./date-instants.ts";

const root = join(import.meta.dirname, "..");
const at = (name: string) => {
  const instant = TEST_INSTANTS.find((candidate) => candidate.name === name);
  if (!instant) throw new Error(`no instant ${name}`);
  return DateTime.fromMillis(instantMillis(instant), { zone: "America/Kentucky/Louisville" });
};

describe("the instants test:dates sets the clock to", () => {
  it("are the Louisville wall times the issue names, in UTC as libfaketime needs them", () => {
    expect(new Date(instantMillis(TEST_INSTANTS[0]!)).toISOString()).toBe(
      "2026-11-27T21:30:00.000Z",
    );
    expect(at("friday-afternoon").weekdayLong).toBe("Friday");
    expect(at("saturday-morning").toFormat("cccc HH:mm")).toBe("Saturday 11:00");
    expect(at("sunday-night").toFormat("cccc HH:mm")).toBe("Sunday 23:30");
    expect(at("new-years-eve").toFormat("MM-dd HH:mm")).toBe("12-31 23:50");
  });

  it("put each daylight-saving change in the coming night", () => {
    for (const name of ["before-fall-back", "before-spring-forward"]) {
      const evening = at(name);
      const nextMorning = evening.plus({ hours: 12 });
      expect(evening.offset, name).not.toBe(nextMorning.offset);
      expect(evening.hour, name).toBeGreaterThanOrEqual(18);
    }
  });

  it("are reached by a relative offset in whole seconds, signed", () => {
    expect(fakeTimeOffset(10_000, 4_000)).toBe("+6");
    expect(fakeTimeOffset(4_000, 10_000)).toBe("-6");
  });
});

describe("the tests test:dates runs", () => {
  const testFiles = (folder: string): string[] =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes("node_modules"))
      .map((file) => relative(root, join(root, folder, file)));
  const unitTests = [...testFiles("src"), ...testFiles("scripts")];

  it("each unit filter still names at least one test file (a moved folder fails here)", () => {
    for (const filter of DATE_UNIT_TESTS)
      expect(
        unitTests.some((file) => file.includes(filter)),
        filter,
      ).toBe(true);
  });

  it("the end-to-end tests tagged as dated cover booking, the schedule, storms and reports (leads and estimates)", () => {
    const listed = spawnSync(
      "npx",
      ["playwright", "test", "--list", `--grep=${DATED_TAG}`, "--reporter=list"],
      // Listing loads every spec but starts no server; the cap ends a hung listing.
      { cwd: root, encoding: "utf8", timeout: 150_000 },
    );
    expect(listed.status, listed.stderr).toBe(0);
    for (const spec of [
      "booking.desktop.spec.ts",
      "booking-js.desktop.spec.ts",
      "booking-attacks.http.spec.ts",
      "booking-race.proxy.spec.ts",
      "admin-schedule.desktop.spec.ts",
      "storm-check.spec.ts",
      "storms.http.spec.ts",
      "speed-to-lead.desktop.spec.ts",
      "three-tools.mobile.spec.ts",
      "admin-prices.desktop.spec.ts",
    ])
      expect(listed.stdout, spec).toContain(spec);
    // The markup checks judge what the page is, not the day it shows: they run once.
    expect(listed.stdout).not.toContain("Nu HTML checker");
    expect(listed.stdout).not.toContain("pass axe");
    // Loading every spec took 7 s on a quiet machine and 34 s on a loaded one.
  }, 180_000);

  it("are the ones npm test's ordinary Playwright run leaves out", () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts["test"]).toContain(`npm run test:e2e -- --grep-invert=${DATED_TAG} `);
    expect(scripts["test"]).toMatch(/npm run test:dates$/);
  });
});
