import { readdirSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * main.ts builds the runtime once and hands it to Astro's bundle with every request. Were
 * the bundle to build its own (a second database handle, a second outbox drain), these
 * would see it: the process's open files and its start-up log.
 */

test.describe.configure({ mode: "serial" });

let site: SiteServer;

test.beforeAll(async () => {
  site = await startSiteServer({ ...STAFF_ENV, QUOTE_RATE_LIMIT: "1" });
});

test.afterAll(async () => {
  await site.stop();
});

/** The server process's descriptors open on its SQLite file (not the -wal/-shm companions). */
function openDatabaseFiles(): number {
  const directory = `/proc/${site.process.pid}/fd`;
  const database = join(site.dataDir, "site.db");
  return readdirSync(directory).filter((fd) => {
    try {
      return readlinkSync(join(directory, fd)) === database;
    } catch {
      return false; // closed between the listing and the look
    }
  }).length;
}

const startups = () => site.output().match(/"event":"runtime\.started"/g)?.length ?? 0;

test("every kind of on-demand request runs on the one runtime main.ts built", async () => {
  expect(openDatabaseFiles()).toBe(1);

  // An action, a staff sign-in (better-auth), an inbox page, the no-JS sign-in page, a
  // CSV export and the health check: each part of the bundle that reads the runtime.
  const reference = await referenceOf(await postQuote(site.url, quoteFields()));
  const cookie = await addStaffAccount(site, STAFF.office);
  const inbox = await fetch(`${site.url}/admin/leads/${reference}`, { headers: { cookie } });
  expect(inbox.status).toBe(200);
  expect(await inbox.text()).toContain(reference);
  const signIn = await fetch(`${site.url}/admin/sign-in`, {
    method: "POST",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: STAFF.estimator, password: "not the password" }),
  });
  expect(signIn.status).toBe(401);
  const csv = await fetch(`${site.url}/admin/leads.csv`, { headers: { cookie } });
  expect(await csv.text()).toContain(reference);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);

  expect(openDatabaseFiles()).toBe(1);
  expect(startups()).toBe(1);
});

test("a refusal from main.ts's runtime reaches the visitor through Astro's bundle as 429", async () => {
  // QUOTE_RATE_LIMIT=1: the hard limit is 4 a client; the first test sent one already.
  const statuses: number[] = [];
  for (let index = 0; index < 5; index++) {
    const response = await postQuote(
      site.url,
      quoteFields({ email: `neighbour-${index}@example.com`, serviceType: "inspection" }),
    );
    statuses.push(response.status);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  const leads = site.query<{ count: number }>("SELECT COUNT(*) AS count FROM leads")[0]?.count;
  expect(leads).toBe(4);
});
