import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  businessDayOf,
  endOfBusinessDay,
  federalHolidays,
  isBusinessDay,
} from "./business-days.ts";

const withSaturdays = { saturdays: true };
const weekdays = { saturdays: false };

describe("the federal holidays", () => {
  it("are the eleven of 5 U.S.C. 6103(a), with the day each is observed", () => {
    expect(federalHolidays(2026)).toEqual([
      { day: "2026-01-01", name: "New Year's Day", observed: "2026-01-01" },
      { day: "2026-01-19", name: "Birthday of Martin Luther King, Jr.", observed: "2026-01-19" },
      { day: "2026-02-16", name: "Washington's Birthday", observed: "2026-02-16" },
      { day: "2026-05-25", name: "Memorial Day", observed: "2026-05-25" },
      { day: "2026-06-19", name: "Juneteenth National Independence Day", observed: "2026-06-19" },
      // A Saturday: observed on the Friday before.
      { day: "2026-07-04", name: "Independence Day", observed: "2026-07-03" },
      { day: "2026-09-07", name: "Labor Day", observed: "2026-09-07" },
      { day: "2026-10-12", name: "Columbus Day", observed: "2026-10-12" },
      // A Wednesday.
      { day: "2026-11-11", name: "Veterans Day", observed: "2026-11-11" },
      { day: "2026-11-26", name: "Thanksgiving Day", observed: "2026-11-26" },
      { day: "2026-12-25", name: "Christmas Day", observed: "2026-12-25" },
    ]);
  });

  it("move a Sunday holiday to the Monday, and have no Juneteenth before 2021", () => {
    const independence = federalHolidays(2027).find(({ name }) => name === "Independence Day");
    expect(independence).toEqual({
      day: "2027-07-04",
      name: "Independence Day",
      observed: "2027-07-05",
    });
    expect(federalHolidays(2020).some(({ name }) => name.startsWith("Juneteenth"))).toBe(false);
  });
});

describe("isBusinessDay", () => {
  it.each([
    ["2026-12-06", withSaturdays, false], // a Sunday
    ["2026-12-05", withSaturdays, true], // a Saturday, where Saturdays count
    ["2026-12-05", weekdays, false],
    ["2026-07-03", withSaturdays, false], // Independence Day observed
    ["2026-07-04", withSaturdays, false], // and its own date, a Saturday
    ["2027-07-05", weekdays, false], // Independence Day 2027 (a Sunday) observed
    // New Year's Day 2028 is a Saturday, observed on Friday, December 31, 2027.
    ["2027-12-31", weekdays, false],
    ["2027-12-30", weekdays, true],
  ])("%s with %j is %s", (day, rule, expected) => {
    expect(isBusinessDay(day, rule)).toBe(expected);
  });

  it("refuses what is not a day", () => {
    expect(() => isBusinessDay("2026-02-30", weekdays)).toThrow(RangeError);
  });
});

describe("addBusinessDays", () => {
  it("counts from the day after, skipping Sundays and, unless they count, Saturdays", () => {
    // Friday, December 4, 2026.
    expect(addBusinessDays("2026-12-04", 3, withSaturdays)).toBe("2026-12-08");
    expect(addBusinessDays("2026-12-04", 3, weekdays)).toBe("2026-12-09");
    expect(addBusinessDays("2026-12-04", 0, weekdays)).toBe("2026-12-04");
  });

  it("skips Christmas and New Year's Day across the turn of the year", () => {
    // Wed Dec 23 → Thu 24, (Fri 25 Christmas), Sat 26, (Sun 27), Mon 28.
    expect(addBusinessDays("2026-12-23", 3, withSaturdays)).toBe("2026-12-28");
    // Wed Dec 30 → Thu 31, (Fri Jan 1), Sat 2, (Sun 3), Mon 4, Tue 5, Wed 6; without
    // Saturdays Thu 7.
    expect(addBusinessDays("2026-12-30", 5, withSaturdays)).toBe("2027-01-06");
    expect(addBusinessDays("2026-12-30", 5, weekdays)).toBe("2027-01-07");
    // New Year's Day 2028 on a Saturday: neither Fri Dec 31 nor Sat Jan 1 counts.
    expect(addBusinessDays("2027-12-30", 1, withSaturdays)).toBe("2028-01-03");
  });

  it("skips July 4 on a Saturday (and the Friday it is observed) and on a Sunday (and its Monday)", () => {
    // Thu Jul 2, 2026 → (Fri 3 observed), (Sat 4), (Sun 5), Mon 6, Tue 7, Wed 8.
    expect(addBusinessDays("2026-07-02", 3, withSaturdays)).toBe("2026-07-08");
    // Fri Jul 2, 2027 → Sat 3, (Sun 4), (Mon 5 observed), Tue 6, Wed 7.
    expect(addBusinessDays("2027-07-02", 3, withSaturdays)).toBe("2027-07-07");
    expect(addBusinessDays("2027-07-02", 3, weekdays)).toBe("2027-07-08");
  });

  it("skips Thanksgiving but not the Friday after it", () => {
    // Wed Nov 25, 2026 → (Thu 26), Fri 27, Sat 28, (Sun 29), Mon 30.
    expect(addBusinessDays("2026-11-25", 3, withSaturdays)).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-25", 3, weekdays)).toBe("2026-12-01");
  });

  it("refuses a count that is not a whole number of days", () => {
    expect(() => addBusinessDays("2026-12-04", -1, weekdays)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-12-04", 1.5, weekdays)).toThrow(RangeError);
  });
});

describe("days and midnights in the business's zone", () => {
  it("reads an instant as the Louisville day it falls on", () => {
    // 11:30 pm on Friday, March 6, 2026 in Louisville (EST) is already Saturday in UTC.
    expect(businessDayOf(new Date("2026-03-07T04:30:00Z"))).toBe("2026-03-06");
    expect(businessDayOf(new Date("2026-03-07T05:30:00Z"))).toBe("2026-03-07");
  });

  it("ends a day at local midnight on either side of a daylight-saving change", () => {
    // Clocks went forward on Sunday, March 8, 2026.
    expect(endOfBusinessDay("2026-03-06").toISOString()).toBe("2026-03-07T05:00:00.000Z");
    expect(endOfBusinessDay("2026-03-10").toISOString()).toBe("2026-03-11T04:00:00.000Z");
    // And back on Sunday, November 1, 2026: the day that ends at local midnight has 25 hours.
    expect(endOfBusinessDay("2026-10-31").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(endOfBusinessDay("2026-11-01").toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("counts a window across the spring change to the right midnight", () => {
    // Signed at 11:30 pm on Friday, March 6 (EST): Sat 7, (Sun 8), Mon 9 → ends Tue 00:00 EDT.
    const signed = businessDayOf(new Date("2026-03-07T04:30:00Z"));
    const lastDay = addBusinessDays(signed, 2, withSaturdays);
    expect(lastDay).toBe("2026-03-09");
    expect(endOfBusinessDay(lastDay).toISOString()).toBe("2026-03-10T04:00:00.000Z");
  });
});
