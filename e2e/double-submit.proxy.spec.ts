import { expect, test } from "@playwright/test";
import { startReceiver, type Receiver } from "../src/test-support/receiver-test-support.ts";
import { waitFor } from "../src/test-support/wait-for.ts";
import { freePort } from "../src/test-support/ports";
import { pgQuery } from "./support/postgres";
import { startPostgresBench, type PostgresBench } from "./support/postgres-bench";
import { startNginx, PUBLIC_HOST, type TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * A double submit with JavaScript off, where it went wrong: through nginx with TLS, to two
 * instances on one Postgres. The prerendered form has no idempotency key, so identical
 * posts arriving together must come to one lead, one office email and one delivery per
 * endpoint, whichever instance each lands on.
 */
test.describe.configure({ mode: "serial" });

const OFFICE = "office@contractor.example.com";
const NO_SCRIPT_ACTION = "/quote-request?_action=quote.submit";

let bench: PostgresBench;
let chat: Receiver;
let crm: Receiver;
let nginx: TlsProxy;
const servers: SiteServer[] = [];

test.beforeAll(async () => {
  // A Postgres server and two site servers: slow to start on a loaded machine.
  test.setTimeout(90_000);
  bench = await startPostgresBench("double_submit");
  [chat, crm] = await Promise.all([startReceiver(), startReceiver()]);
  const proxyPort = await freePort();
  const env = {
    DATABASE_URL: bench.databaseUrl,
    AUTH_SECRET: "double-submit-shares-this-secret-0123456789",
    SITE_URL: `https://${PUBLIC_HOST}:${proxyPort}`,
    TRUSTED_PROXIES: "127.0.0.1",
    SMTP_URL: bench.smtpUrl,
    LEAD_NOTIFY_TO: OFFICE,
    LEAD_CHAT_WEBHOOK_URL: chat.url,
    LEAD_WEBHOOK_URLS: crm.url,
    LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  };
  // One after the other, so the second does not wait on the first's migration.
  servers.push(await startSiteServer(env));
  servers.push(await startSiteServer(env));
  const [a, b] = servers.map((server) => Number(new URL(server.url).port));
  nginx = await startNginx(a!, proxyPort, [b!]);
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([chat?.close(), crm?.close()]);
  await bench?.stop();
});

const referenceIn = (html: string) => html.match(/reference number is (Q-[A-Z0-9]{6})/)?.[1];

async function bounded(what: string, check: () => boolean | Promise<boolean>) {
  await waitFor(async () => (await check()) || undefined, what, { everyMs: 100 });
}

/** Sends `copies` identical no-JavaScript posts at once; returns the references shown. */
async function doubleSubmit(fields: Record<string, string>, copies: number, client: string) {
  const visitor = visitorAt(nginx, client);
  const answers = await Promise.all(
    Array.from({ length: copies }, () => visitor(NO_SCRIPT_ACTION, formPost(nginx, fields))),
  );
  for (const answer of answers) expect(answer.status, answer.body.slice(0, 300)).toBe(200);
  return answers.map((answer) => referenceIn(answer.body));
}

/** Once the drains are done: how many office emails, chat alerts and events name `reference`. */
async function sentFor(reference: string) {
  await bounded(`${reference}'s email and deliveries sent`, async () => {
    const [row] = await pgQuery<{ waiting: number }>(
      bench.databaseUrl,
      `SELECT (SELECT COUNT(*) FROM outbox WHERE state <> 'sent')
            + (SELECT COUNT(*) FROM deliveries WHERE state <> 'sent') AS waiting`,
    );
    return Number(row?.waiting) === 0;
  });
  return {
    office: bench.mailbox.messages.filter(
      (mail) => mail.to === OFFICE && mail.subject.includes(reference),
    ).length,
    chat: chat.requests.filter((request) => request.body.includes(reference)).length,
    crm: crm.requests.filter((request) => request.body.includes(reference)).length,
  };
}

for (const copies of [2, 4]) {
  test(`${copies} identical posts at once, five rounds: one lead, one email, one delivery per endpoint each`, async () => {
    test.setTimeout(90_000);
    for (let round = 0; round < 5; round++) {
      const fields = quoteFields({
        email: `twice-${copies}-${round}@example.com`,
        message: `Round ${round}: the button was pressed ${copies} times.`,
      });
      const references = await doubleSubmit(fields, copies, `127.0.0.${20 + round}`);
      // Every copy is answered with the one lead's reference, as a retry would be.
      expect(new Set(references).size, references.join(", ")).toBe(1);
      const reference = references[0]!;
      const stored = await pgQuery<{ reference: string }>(
        bench.databaseUrl,
        "SELECT reference FROM leads WHERE email = $1",
        fields["email"],
      );
      expect(stored.map((lead) => lead.reference)).toEqual([reference]);
      expect(await sentFor(reference)).toEqual({ office: 1, chat: 1, crm: 1 });
    }
    // Both instances took posts.
    for (const server of servers) expect(server.output()).toContain("lead.received");
  });
}

test("the result page that shows the form again carries a key of its own, so resending it makes one lead", async () => {
  const visitor = visitorAt(nginx, "127.0.0.40");
  const fields = quoteFields({ email: "corrected@example.com", name: "" });
  const refused = await visitor(NO_SCRIPT_ACTION, formPost(nginx, fields));
  expect(refused.status).toBe(400);
  const key = refused.body.match(/name="idempotencyKey" value="([\w-]{16,64})"/)?.[1];
  expect(key).toBeDefined();
  // The visitor corrects the name and presses the button twice.
  const corrected = { ...fields, name: "Morgan Ellis", idempotencyKey: key! };
  const references = await doubleSubmit(corrected, 2, "127.0.0.40");
  expect(new Set(references).size).toBe(1);
  const stored = await pgQuery<{ idempotency_key: string }>(
    bench.databaseUrl,
    "SELECT idempotency_key FROM leads WHERE email = 'corrected@example.com'",
  );
  expect(stored).toEqual([{ idempotency_key: key }]);
});
