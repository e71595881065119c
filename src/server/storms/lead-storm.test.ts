// @vitest-environment node
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { inTransaction } from "../db/database.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { allDeliveries } from "../deliveries/delivery-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { SITE_URL, testSubmitDependencies } from "../../test-support/mail-test-support.ts";
import { quoteRequest, submitStored } from "../../test-support/submit-test-support.ts";
import { importStormFile } from "./import-storms.ts";
import { leadStormLine, zipOfAddress } from "./lead-storm.ts";

const fixture = (name: string) => new URL(`./test-fixtures/${name}`, import.meta.url).pathname;
const NOW = new Date("2026-11-24T15:00:00.000Z");
const deliveries = {
  chatUrl: "https://chat.example.com/hook",
  webhookUrls: ["https://crm.example.com/in"],
  siteUrl: SITE_URL,
};
const FERN_CREEK = "7301 Bardstown Rd, Louisville, KY 40291";
const EXPECTED =
  "Hail 1.75 in 2.6 mi NNW of ZIP 40291 on Nov 20, 2026; significant event: Nov 20, 2026, Jefferson County, KY";

describe("the ZIP of an address", () => {
  it.each([
    ["40205", "40205"],
    ["1234 Bardstown Rd, Louisville, KY 40205-1234", "40205"],
    ["12345 Main St, New Albany IN 47150", "47150"],
    ["Louisville", undefined],
    ["123456", undefined],
  ])("%s → %s", (address, zip) => expect(zipOfAddress(address)).toBe(zip));
});

describe.each(engines)("a lead's storm line on %s", (engine) => {
  const database = useTestDatabase(engine);
  const load = async () => {
    await importStormFile(database.db, fixture("261120_rpts_hail.csv"), NOW);
    await importStormFile(
      database.db,
      fixture("StormEvents_details-ftp_v1.0_d2026_c20261122.csv"),
      NOW,
    );
  };

  it("answers from an import made since it last answered for the ZIP that day", async () => {
    expect(await leadStormLine(database.db, FERN_CREEK, NOW)).toBe("");
    await load();
    expect(await leadStormLine(database.db, FERN_CREEK, NOW)).toBe(EXPECTED);
  });

  it("keeps a ZIP's line for the database, across the transactions that ask for it", async () => {
    await load();
    const inOwnTransaction = () =>
      inTransaction(database.db, (trx) => leadStormLine(database.db, FERN_CREEK, NOW, trx));
    expect(await inOwnTransaction()).toBe(EXPECTED);
    // The reports go without an import: read again from them, the line would be "".
    await sql`delete from storm_reports`.execute(database.db);
    expect(await inOwnTransaction()).toBe(EXPECTED);
  });

  it("names the largest hail within 5 miles in 12 months and the latest significant event", async () => {
    await load();
    expect(await leadStormLine(database.db, FERN_CREEK, NOW)).toBe(EXPECTED);
    // A year and a day later the storm is out of the window
    expect(await leadStormLine(database.db, FERN_CREEK, new Date("2027-11-21T15:00:00Z"))).toBe("");
    // No ZIP, an unknown ZIP, a ZIP far from the reports
    for (const address of [
      "Louisville",
      "1 Main St 00000",
      "100 Main St, Mount Washington KY 40047",
    ]) {
      expect(await leadStormLine(database.db, address, NOW)).toBe("");
    }
  });

  it("reaches the office email, the chat alert and the webhook; none on file says so", async () => {
    await load();
    const deps = testSubmitDependencies(database.db, { deliveries });
    const hit = await submitStored(deps, quoteRequest({ address: FERN_CREEK }), {
      clientAddress: "203.0.113.7",
      now: NOW,
    });
    await submitStored(deps, quoteRequest({ address: "", email: "b@example.com" }), {
      clientAddress: "203.0.113.8",
      now: NOW,
    });
    expect((await findLeadByReference(database.db, hit.reference))?.storm).toBe(EXPECTED);

    const notifications = (await listMessages(database.db, ["pending"])).filter(
      (message) => message.kind === "notification",
    );
    const [hitEmail, quietEmail] = notifications;
    expect(hitEmail!.text).toContain(`Storm reports: ${EXPECTED}`);
    expect(hitEmail!.html).toContain("Storm reports");
    expect(quietEmail!.text).toContain("Storm reports: None on file nearby");

    const queued = await allDeliveries(database.db);
    const webhooks = queued.filter((delivery) => delivery.channel === "webhook");
    const storms = webhooks.map((delivery) => JSON.parse(delivery.body).data.storm);
    expect(storms).toEqual([EXPECTED, ""]);
    const chat = queued.find((delivery) => delivery.channel === "chat")!;
    expect(JSON.parse(chat.body).text).toContain(`Storm reports: ${EXPECTED}`);
  });
});
