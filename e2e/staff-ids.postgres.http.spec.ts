import { expect, test } from "@playwright/test";
import {
  createDatabase,
  startPostgresServer,
  type PostgresServer,
} from "../src/test-support/postgres-test-server.ts";
import { addStaffAccount, PASSWORD, STAFF, STAFF_ENV } from "./admin-support";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * On Postgres an id column is a 32-bit integer: a staff form's id past it made the query
 * fail, and the action answered 500 with the database's text. Both id-taking actions read
 * their id through one schema that refuses it first.
 */
test.describe.configure({ mode: "serial" });

let postgres: PostgresServer;
let site: SiteServer;
let cookie: string;
let reference: string;

test.beforeAll(async () => {
  postgres = await startPostgresServer();
  const DATABASE_URL = await createDatabase(postgres.adminUrl, "staff_ids");
  const AUTH_SECRET = "staff-ids-spec-secret-of-at-least-32-chars";
  site = await startSiteServer({ ...STAFF_ENV, DATABASE_URL, AUTH_SECRET });
  cookie = await addStaffAccount(site, STAFF.office, PASSWORD, { DATABASE_URL, AUTH_SECRET });
  reference = await referenceOf(await postQuote(site.url, quoteFields()));
});

test.afterAll(async () => {
  await site?.stop();
  await postgres?.stop();
});

for (const [action, field] of [
  ["admin.resendDelivery", "deliveryId"],
  ["admin.retryEmail", "messageId"],
] as const) {
  test(`${action} with an id past a 32-bit integer answers 400, as an action and as a page form`, async () => {
    const fields = { reference, [field]: "2147483648" };
    const headers = {
      cookie,
      Origin: site.url,
      "Content-Type": "application/x-www-form-urlencoded",
    };
    const direct = await fetch(`${site.url}/_actions/${action}`, {
      method: "POST",
      headers,
      body: new URLSearchParams(fields),
    });
    expect(direct.status).toBe(400);
    expect(await direct.text()).not.toMatch(/out of range|int4|integer/i);

    const pageForm = await fetch(`${site.url}/admin/leads/${reference}?_action=${action}`, {
      method: "POST",
      headers,
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    expect(pageForm.status).toBeLessThan(500);
    expect(await pageForm.text()).not.toMatch(/out of range|int4/i);
  });
}
