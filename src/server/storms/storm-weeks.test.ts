// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { importStormFile } from "./import-storms.ts";
import { stormWeeks } from "./storm-weeks.ts";

const fixture = (name: string) => new URL(`./test-fixtures/${name}`, import.meta.url).pathname;

describe.each(engines)("the reports' storms by week on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("puts each significant event in its office week, the week's label as the reports write it", async () => {
    const now = new Date("2026-11-24T15:00:00Z");
    await importStormFile(database.db, fixture("261120_rpts_hail.csv"), now);
    const weeks = await stormWeeks(database.db, now, 3);
    expect(weeks.map((week) => week.label)).toEqual(["Nov 9", "Nov 16", "Nov 23"]);
    expect(weeks[1]!.events.map((event) => event.slug)).toEqual([
      "2026-11-20-jefferson-county-ky",
      "2026-11-20-floyd-county-in",
      "2026-11-20-shelby-county-ky",
    ]);
    expect(weeks[0]!.events).toEqual([]);
    expect(weeks[2]!.events).toEqual([]);
  });
});
