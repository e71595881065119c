// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { areaOf, leadReports, sourceOf } from "./lead-reports.ts";
import { seedReportLeads } from "../../test-support/report-seed.ts";
import { lastWeeks, weekOf } from "./weeks.ts";

const TIME_ZONE = "America/Kentucky/Louisville";
/** A Wednesday, 12:00 in Louisville (EDT, UTC−4). */
const NOW = new Date("2026-05-13T16:00:00.000Z");
const options = {
  now: NOW,
  timeZone: TIME_ZONE,
  siteHost: "www.ridgeline.example.com",
  areaNames: { "oldham-county-ky": "Oldham County" },
};

describe("weeks", () => {
  it("start on Monday in the office's time zone", () => {
    expect(weekOf(NOW, TIME_ZONE)).toBe("2026-05-11");
    // Monday 01:00 UTC is still Sunday evening in Louisville.
    expect(weekOf(new Date("2026-05-11T01:00:00.000Z"), TIME_ZONE)).toBe("2026-05-04");
    expect(lastWeeks(NOW, 3, TIME_ZONE)).toEqual(["2026-04-27", "2026-05-04", "2026-05-11"]);
  });
});

describe("sourceOf and areaOf", () => {
  it("names the campaign, else the referring site, else direct", () => {
    expect(sourceOf('{"utm_source":"Google","utm_medium":"CPC"}', "www.x.com")).toBe(
      "google / cpc",
    );
    expect(sourceOf('{"utm_source":"nextdoor"}', "www.x.com")).toBe("nextdoor");
    expect(sourceOf('{"referrer":"https://www.bing.com/search?q=roof"}', "www.x.com")).toBe(
      "bing.com",
    );
    expect(sourceOf('{"referrer":"https://www.x.com/services"}', "www.x.com")).toBe("direct");
    expect(sourceOf("{}", "www.x.com")).toBe("direct");
    expect(sourceOf("not json", "www.x.com")).toBe("direct");
  });

  it("takes the town from the address, else the area page, else not known", () => {
    expect(areaOf("18 Lake Dr, shively, ky 40216", "/", {})).toBe("Shively");
    expect(areaOf("", "/service-area/oldham-county-ky", options.areaNames)).toBe("Oldham County");
    expect(areaOf("", "/contact", options.areaNames)).toBe("Not known");
  });
});

describe.each(engines)("the reports' figures on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("counts the seeded leads by week, service, source, page, area, response and spam", async () => {
    await seedReportLeads(database.db, NOW);
    const reports = await leadReports(database.db, options);

    expect(reports.since).toBe("2026-02-23");
    expect(reports.total).toBe(11);
    const { series, rows } = reports.byWeekAndService;
    expect(series).toEqual([
      "Roof Inspection",
      "Roof Repair",
      "Roof Replacement",
      "Emergency Service",
      "Commercial Roofing",
    ]);
    expect(rows).toHaveLength(12);
    expect(rows[11]).toEqual({
      label: "May 11",
      values: {
        "Roof Inspection": 0,
        "Roof Repair": 2,
        "Roof Replacement": 0,
        "Emergency Service": 1,
        "Commercial Roofing": 0,
      },
    });
    expect(rows[10]?.values).toMatchObject({ "Roof Replacement": 1, "Roof Inspection": 1 });
    expect(rows[0]?.label).toBe("Feb 23");
    expect(rows[0]?.values["Roof Repair"]).toBe(1);

    expect(reports.bySource).toEqual([
      { label: "direct", values: { Leads: 7 } },
      { label: "google / cpc", values: { Leads: 3 } },
      { label: "facebook.com", values: { Leads: 1 } },
    ]);
    expect(reports.byLandingPage.slice(0, 3)).toEqual([
      { label: "/contact", values: { Leads: 3 } },
      { label: "/residential/roof-repair", values: { Leads: 3 } },
      { label: "/", values: { Leads: 2 } },
    ]);
    expect(reports.byArea).toEqual([
      { label: "Louisville", values: { Leads: 6 } },
      { label: "Shively", values: { Leads: 2 } },
      { label: "Crestwood", values: { Leads: 1 } },
      { label: "Jeffersonville", values: { Leads: 1 } },
      { label: "Oldham County", values: { Leads: 1 } },
    ]);

    expect(reports.responseByWeek[11]).toEqual({
      label: "May 11",
      medianMinutes: 20,
      contacted: 3,
    });
    expect(reports.responseByWeek[10]).toEqual({ label: "May 4", medianMinutes: 90, contacted: 1 });
    expect(reports.responseByWeek[9]?.medianMinutes).toBe(10);
    expect(reports.responseByWeek[8]).toEqual({
      label: "Apr 20",
      medianMinutes: null,
      contacted: 0,
    });
    expect(reports.contactedWithin).toEqual([
      { label: "Within 5 min", minutes: 5, count: 2, share: 2 / 11 },
      { label: "Within 30 min", minutes: 30, count: 4, share: 4 / 11 },
      { label: "Within 60 min", minutes: 60, count: 5, share: 5 / 11 },
    ]);

    expect(reports.spamByWeek.rows[11]?.values).toEqual({ Real: 3, Spam: 1 });
    expect(reports.spamByWeek.rows[8]?.values).toEqual({ Real: 0, Spam: 1 });
    const spamTotal = reports.spamByWeek.rows.reduce(
      (sum, row) => sum + (row.values["Spam"] ?? 0),
      0,
    );
    expect(spamTotal).toBe(2);
  });
});
