import { describe, expect, it } from "vitest";
import { defaultBookingRules } from "../../config/booking.ts";
import { parseWeeklyText, weeklyText } from "./weekly-text.ts";

describe("the weekly windows as text", () => {
  it("round-trips the defaults", () => {
    const text = weeklyText(defaultBookingRules.weekly);
    expect(text.split("\n")[0]).toBe("Monday 08:00-10:00 x2");
    expect(parseWeeklyText(text)).toEqual({
      ok: true,
      windows: expect.arrayContaining(defaultBookingRules.weekly),
    });
  });

  it("says which line is wrong and why", () => {
    expect(parseWeeklyText("Monday 08:00-10:00 x2\nFunday 08:00-10:00 x2")).toEqual({
      ok: false,
      message: 'Line 2: write it like "Monday 08:00-10:00 x2".',
    });
    expect(parseWeeklyText("Tue 10:00-09:00 x1")).toEqual({
      ok: false,
      message: "Line 1: A window must end after it starts.",
    });
    expect(parseWeeklyText("Sat 09:00-11:00 x0")).toMatchObject({ ok: false });
    expect(parseWeeklyText("Sat 09:00-11:00 x1\nSaturday 09:00-12:00 x1")).toMatchObject({
      ok: false,
    });
  });
});
