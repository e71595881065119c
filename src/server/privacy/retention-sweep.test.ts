// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config/config.ts";
import { engines, useTestDatabase, type TestDatabase } from "../../test-support/db-test-support.ts";
import { useLeadStore } from "../../test-support/lead-test-support.ts";
import { recordRateEvent, takeRateSlot } from "../spam/rate-repo.ts";
import type { Db } from "../tables.ts";
import { recordUploadBytes } from "../photos/upload-bytes-repo.ts";
import { WEBHOOK_SECRET } from "../../test-support/receiver-test-support.ts";
import { memoryLogger } from "../log.ts";
import { closeRuntime, createRuntime, type Runtime } from "../runtime.ts";
import { countRows, storeFullLead } from "../../test-support/privacy-test-support.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-07-15T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();
const CLIENT = "203.0.113.7";
/** Leads whose emails and deliveries went out long ago, as expired leads' have */
const SENT = { sent: true };
/** Nothing listens on port 9: the lead.deleted events stay queued for the test to read */
const HOOK = "http://127.0.0.1:9/hooks/leads";

/** The rows that carry a client address: counters old (40 days) and recent (2 days). */
async function storeCounters(db: Db) {
  for (const days of [40, 2]) {
    const at = NOW - days * DAY;
    await recordRateEvent(db, `sign-in-success:pair:${CLIENT}:${days}`, at, at + 60 * DAY);
    // A slot holds a back-off of minutes: the one taken 40 days ago ran out long since.
    await takeRateSlot(db, `sign-in-slot:${CLIENT}:${days}`, at, at + 60_000);
    await recordUploadBytes(db, `client:${CLIENT}:${days}`, 1000, at, at + 60 * DAY);
    await db
      .insertInto("rateLimit")
      .values({ id: `limit-${days}`, key: `${CLIENT}/sign-in/${days}`, count: 1, lastRequest: at })
      .execute();
  }
}

async function counterKeys(db: Db) {
  const keys = async (table: "rate_events" | "rate_slots" | "upload_bytes" | "rateLimit") =>
    (await db.selectFrom(table).select("key").orderBy("key").execute()).map((row) => row.key);
  return {
    rateEvents: await keys("rate_events"),
    rateSlots: await keys("rate_slots"),
    uploadBytes: await keys("upload_bytes"),
    rateLimit: await keys("rateLimit"),
  };
}

describe.each(engines)("the privacy sweep on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });
  const store = useLeadStore();
  const started: Runtime[] = [];
  const directories: string[] = [];

  afterEach(async () => {
    for (const runtime of started.splice(0)) await closeRuntime(runtime);
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true });
  });

  /** An instance of the server on the test's database, on the test's clock. */
  async function instance(
    test: TestDatabase,
    clock: { now: number },
    settings: Record<string, string>,
  ) {
    const location =
      engine === "postgres"
        ? { DATABASE_URL: test.location.databaseUrl, AUTH_SECRET: "s".repeat(40) }
        : { DATA_DIR: dirname(test.location.sqlitePath) };
    const dataDir = mkdtempSync(join(tmpdir(), "sweep-"));
    directories.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, ...location, ...settings });
    const runtime = await createRuntime(config, {
      log: memoryLogger(),
      clock: () => new Date(clock.now),
    });
    started.push(runtime);
    return runtime;
  }

  it("erases client addresses and expired leads once, with two instances sweeping at once", async () => {
    const { db } = database;
    await storeFullLead(db, store, { createdAt: daysAgo(400), reference: "Q-OLD400" }, SENT);
    await storeFullLead(db, store, { createdAt: daysAgo(31), reference: "Q-MID031" }, SENT);
    await storeFullLead(db, store, { createdAt: daysAgo(29), reference: "Q-NEW029" }, SENT);
    await storeCounters(db);

    const settings = {
      CLIENT_ADDRESS_DAYS: "30",
      LEAD_RETENTION_DAYS: "365",
      LEAD_WEBHOOK_URLS: HOOK,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    // Each instance sweeps as it starts; 500 days before NOW nothing is due yet. Then the
    // injected clock moves to NOW and both sweep at once.
    const clock = { now: NOW - 500 * DAY };
    const [a, b] = await Promise.all([
      instance(database, clock, settings),
      instance(database, clock, settings),
    ]);
    expect((await countRows(db)).leads).toBe(3);
    clock.now = NOW;
    const [fromA, fromB] = await Promise.all([a.privacy.sweep(), b.privacy.sweep()]);

    const leads = await db
      .selectFrom("leads")
      .select(["reference", "client_address"])
      .orderBy("reference")
      .execute();
    expect(leads).toEqual([
      { reference: "Q-MID031", client_address: "" },
      { reference: "Q-NEW029", client_address: CLIENT },
    ]);
    expect(await counterKeys(db)).toEqual({
      rateEvents: [`sign-in-success:pair:${CLIENT}:2`],
      rateSlots: [`sign-in-slot:${CLIENT}:2`],
      uploadBytes: [`client:${CLIENT}:2`],
      rateLimit: [`${CLIENT}/sign-in/2`],
    });
    // Between them they blanked two addresses and erased the old lead, each once: one
    // audit line, one lead.deleted.
    expect(fromA.addressesErased + fromB.addressesErased).toBe(2);
    expect([...fromA.leadsErased, ...fromB.leadsErased]).toEqual(["Q-OLD400"]);
    const erasedLeads = await db.selectFrom("lead_erasures").selectAll().execute();
    expect(erasedLeads.map((row) => [row.reference, row.reason, row.actor_email])).toEqual([
      ["Q-OLD400", "retention", ""],
    ]);
    const deletedEvents = await db
      .selectFrom("deliveries")
      .select(["endpoint", "body"])
      .where("event_type", "=", "lead.deleted")
      .execute();
    expect(deletedEvents.map((row) => [row.endpoint, JSON.parse(row.body).data])).toEqual([
      [HOOK, { reference: "Q-OLD400", deletedAt: new Date(NOW).toISOString() }],
    ]);
  });

  it("erases each expired lead exactly once when two instances start and sweep at once", async () => {
    const { db } = database;
    for (let day = 0; day < 6; day++)
      await storeFullLead(db, store, { createdAt: daysAgo(400 + day) }, SENT);
    await storeFullLead(db, store, { createdAt: daysAgo(40) }, SENT);
    const settings = { CLIENT_ADDRESS_DAYS: "30", LEAD_RETENTION_DAYS: "365" };
    // Both start at NOW, so both sweep at once as they start, then once more when asked.
    const [a, b] = await Promise.all([
      instance(database, { now: NOW }, settings),
      instance(database, { now: NOW }, settings),
    ]);
    await Promise.all([a.privacy.sweep(), b.privacy.sweep()]);
    const rows = await countRows(db);
    expect(rows).toMatchObject({ leads: 1, lead_photos: 2, lead_erasures: 6, outbox: 1 });
    const erased = await db.selectFrom("lead_erasures").select("reference").execute();
    expect(new Set(erased.map((row) => row.reference)).size).toBe(6);
    const kept = await db.selectFrom("leads").select("client_address").execute();
    expect(kept).toEqual([{ client_address: "" }]);
  });

  it("keeps leads when LEAD_RETENTION_DAYS is unset, and keeps addresses younger than the setting", async () => {
    const { db } = database;
    await storeFullLead(db, store, { createdAt: daysAgo(4000) }, SENT);
    await storeFullLead(db, store, { createdAt: daysAgo(6) }, SENT);
    const runtime = await instance(database, { now: NOW }, { CLIENT_ADDRESS_DAYS: "7" });
    await runtime.privacy.sweep();
    const leads = await db.selectFrom("leads").select("client_address").orderBy("id").execute();
    expect(leads).toEqual([{ client_address: "" }, { client_address: CLIENT }]);
  });
});
