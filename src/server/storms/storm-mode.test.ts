// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { importStormFile } from "./import-storms.ts";
import { eventBySlug, significantEvents } from "./storm-events.ts";
import { setStormMode, stormModeAt } from "./storm-mode.ts";

const fixture = (name: string) => new URL(`./test-fixtures/${name}`, import.meta.url).pathname;
const IMPORTED = new Date("2026-11-22T12:00:00Z");

describe.each(engines)("significant events and storm mode on %s", (engine) => {
  const database = useTestDatabase(engine);
  const load = async () => {
    await importStormFile(database.db, fixture("261120_rpts_hail.csv"), IMPORTED);
    await importStormFile(database.db, fixture("261120_rpts_wind.csv"), IMPORTED);
    await importStormFile(
      database.db,
      fixture("StormEvents_details-ftp_v1.0_d2026_c20261122.csv"),
      IMPORTED,
    );
  };

  it("groups hail of 1 in and up and wind of 58 mph and up per Louisville day and served county", async () => {
    await load();
    const events = await significantEvents(database.db, "2020-01-01T00:00:00Z");
    expect(events.map((event) => event.slug)).toEqual([
      // The 01:15 UTC Shelbyville hail fell on the evening of the 20th in Louisville
      "2026-11-20-shelby-county-ky",
      "2026-11-20-floyd-county-in",
      "2026-11-20-oldham-county-ky",
      "2026-11-20-jefferson-county-ky",
      "2024-05-08-floyd-county-in",
    ]);
    const jefferson = events.find((event) => event.slug === "2026-11-20-jefferson-county-ky")!;
    expect(jefferson).toMatchObject({
      county: "Jefferson County, KY",
      largestHail: 1.75,
      strongestWind: 64,
    });
    expect(jefferson.reports.map((report) => report.source)).toEqual(["ncei", "ncei"]);
    expect(await eventBySlug(database.db, "2026-11-20-jefferson-county-ky")).toEqual(jefferson);
    for (const slug of [
      "2026-11-21-jefferson-county-ky",
      "2026-11-20-fayette-county-ky",
      "x",
      `2026-11-20-${"a".repeat(90)}`,
    ]) {
      expect(await eventBySlug(database.db, slug)).toBeUndefined();
    }
  });

  it("turns on by itself for 14 days after an event, then off", async () => {
    expect((await stormModeAt(database.db, new Date("2026-11-24T12:00:00Z"))).banner).toBeNull();
    await load();
    const during = await stormModeAt(database.db, new Date("2026-11-24T12:00:00Z"));
    // Shelby's 1.25 in came last that evening; Jefferson's 1.75 in is the day's largest.
    expect(during.banner?.href).toBe("/storms/2026-11-20-jefferson-county-ky");
    expect(during.banner?.line).toBe(
      "Hail up to 1.75 in reported in Jefferson and Shelby counties, KY and Floyd County, IN on Nov 20, 2026. Free roof inspections this week.",
    );
    // 14 days after the last report (01:15 UTC on the 21st) it is off
    expect(
      (await stormModeAt(database.db, new Date("2026-12-05T01:14:00Z"))).banner,
    ).not.toBeNull();
    expect((await stormModeAt(database.db, new Date("2026-12-05T01:16:00Z"))).banner).toBeNull();
    // Before the storm it was off too: an event is not seen before it happened
    expect((await stormModeAt(database.db, new Date("2026-11-19T12:00:00Z"))).banner).toBeNull();
  });

  it("follows staff's hand: forced off during an event, forced on without one, with their line", async () => {
    await load();
    const now = new Date("2026-11-24T12:00:00Z");
    expect(
      await setStormMode(database.db, { setting: "off", line: "" }, "office@example.com", now),
    ).toBe("saved");
    expect((await stormModeAt(database.db, now)).banner).toBeNull();
    await setStormMode(
      database.db,
      { setting: "on", line: "  Crews out in Fern Creek all week.  " },
      "office@example.com",
      now,
    );
    const later = await stormModeAt(database.db, new Date("2027-03-01T12:00:00Z"));
    expect(later.banner).toEqual({ line: "Crews out in Fern Creek all week.", href: "/storms" });
    expect(later).toMatchObject({ setting: "on", updatedBy: "office@example.com" });
    await setStormMode(database.db, { setting: "auto", line: "" }, "office@example.com", now);
    expect((await stormModeAt(database.db, now)).banner?.href).toContain("/storms/2026-11-20-");
  });

  it("refuses a setting it does not know and a line that is too long or has control characters", async () => {
    const now = new Date("2026-11-24T12:00:00Z");
    for (const change of [
      { setting: "maybe", line: "" },
      { setting: "on", line: "x".repeat(161) },
      { setting: "on", line: "two\nlines" },
    ]) {
      expect(await setStormMode(database.db, change, "office@example.com", now)).toBe("invalid");
    }
    expect((await stormModeAt(database.db, now)).setting).toBe("auto");
  });
});
