// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DateTime } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { bookingRequestSchema } from "../../lib/booking/booking-schema.ts";
import { loadConfig } from "../config/config.ts";
import { waitFor } from "../../test-support/wait-for.ts";
import { memoryLogger } from "../log.ts";
import { closeRuntime, createRuntime, type Runtime } from "../runtime.ts";

/*
 * The reminder end to end on the runtime: two instances on one database, each with its
 * reminder task and its outbox drain, the clock moved as operations.test.ts does. The
 * email goes out once, through the outbox, on the day before at 9:00 in Louisville.
 */
describe("the day-before reminder on two runtimes", () => {
  const made: Runtime[] = [];
  let dataDir = "";
  afterEach(async () => {
    for (const runtime of made.splice(0)) await closeRuntime(runtime);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is sent once, at 9:00 the day before, whichever instance queues it", async () => {
    // A Tuesday one to two weeks back, in Louisville: in the past whatever today is, so the
    // drains (on the system clock) send at once what is queued.
    const tuesday = DateTime.now()
      .setZone("America/Kentucky/Louisville")
      .minus({ weeks: 2 })
      .set({ weekday: 2, hour: 15, minute: 0, second: 0, millisecond: 0 });
    const wednesdayAt = (hour: number, minute = 0) =>
      tuesday.plus({ days: 1 }).set({ hour, minute }).toJSDate();
    const thursday = tuesday.plus({ days: 2 });
    let now = tuesday.toJSDate(); // 3 pm
    const clock = () => new Date(now);
    dataDir = mkdtempSync(join(tmpdir(), "reminder-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: "reminder-test-secret-0123456789abcdef",
    });
    for (let index = 0; index < 2; index++)
      made.push(await createRuntime(config, { log: memoryLogger(), clock }));
    const [a, b] = made as [Runtime, Runtime];
    const { shown } = await a.inspections.calendar();
    now = tuesday.plus({ minutes: 2 }).toJSDate(); // two minutes to fill the form in
    const outcome = await b.inspections.book(
      bookingRequestSchema.parse({
        window: `${thursday.toISODate()}T08:00`,
        name: "Dana Whitfield",
        phone: "(502) 555-0199",
        email: "dana@example.com",
        address: "4127 Bardstown Rd, Louisville, KY 40218",
        consent: true,
        shown,
      }),
      "203.0.113.7",
    );
    expect(outcome.kind).toBe("booked");

    now = wednesdayAt(8, 59);
    expect(
      await Promise.all([a.inspections.sendReminders(), b.inspections.sendReminders()]),
    ).toEqual([0, 0]);
    now = wednesdayAt(9);
    const queued = await Promise.all([
      a.inspections.sendReminders(),
      b.inspections.sendReminders(),
    ]);
    expect(queued[0] + queued[1]).toBe(1);

    const mailDir = join(dataDir, "mail");
    const sent = await waitFor(() => {
      const found = (existsSync(mailDir) ? readdirSync(mailDir) : [])
        .map((file) => readFileSync(join(mailDir, file), "utf8"))
        .filter((mail) => mail.includes("Subject: Reminder: your roof inspection"));
      return found.length > 0 ? found : undefined;
    }, "the reminder in the mail folder");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("To: dana@example.com");
    expect(sent[0]).toContain(`${thursday.toFormat("cccc, LLLL d")}, between 8 am and 10 am`);
    // Later runs on either instance send nothing more.
    now = wednesdayAt(11);
    expect(
      await Promise.all([a.inspections.sendReminders(), b.inspections.sendReminders()]),
    ).toEqual([0, 0]);
  });
});
