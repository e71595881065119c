// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bookingRequestSchema } from "../../lib/booking/booking-schema.ts";
import { loadConfig } from "../config/config.ts";
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
    // Times in the past, so the drains (on the system clock) send at once what is queued.
    let now = new Date("2026-11-10T20:00:00Z"); // Tuesday 3 pm in Louisville
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
    now = new Date("2026-11-10T20:02:00Z"); // two minutes to fill the form in
    const outcome = await b.inspections.book(
      bookingRequestSchema.parse({
        window: "2026-11-12T08:00",
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

    now = new Date("2026-11-11T13:59:00Z"); // 8:59 am on Wednesday
    expect(
      await Promise.all([a.inspections.sendReminders(), b.inspections.sendReminders()]),
    ).toEqual([0, 0]);
    now = new Date("2026-11-11T14:00:00Z"); // 9:00 am
    const queued = await Promise.all([
      a.inspections.sendReminders(),
      b.inspections.sendReminders(),
    ]);
    expect(queued[0] + queued[1]).toBe(1);

    const mailDir = join(dataDir, "mail");
    const reminders = async () => {
      for (let tries = 0; tries < 100; tries++) {
        const files = (existsSync(mailDir) ? readdirSync(mailDir) : []).map((file) =>
          readFileSync(join(mailDir, file), "utf8"),
        );
        const found = files.filter((mail) =>
          mail.includes("Subject: Reminder: your roof inspection"),
        );
        if (found.length > 0) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [];
    };
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("To: dana@example.com");
    expect(sent[0]).toContain("Thursday, November 12, between 8 am and 10 am");
    // Later runs on either instance send nothing more.
    now = new Date("2026-11-11T16:00:00Z");
    expect(
      await Promise.all([a.inspections.sendReminders(), b.inspections.sendReminders()]),
    ).toEqual([0, 0]);
  });
});
