import { expect, test } from "@playwright/test";
import {
  createDatabase,
  startPostgresServer,
  type PostgresServer,
} from "../src/test-support/postgres-test-server.ts";
import { freePort } from "../src/test-support/ports";
import { closePostgresPools, pgQuery } from "./support/postgres";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { startMailbox, type TestMailbox } from "./support/smtp";

/*
 * Two instances on one Postgres, with the default OUTBOX_LEASE_SECONDS: the instance
 * sending the office's notification is SIGKILLed while the SMTP server holds the DATA
 * phase, and the other instance sends the notification within a minute, not after a
 * five-minute lease. While the first instance is alive, its renewals keep the message.
 */
const OFFICE = "office@contractor.example.com";

let postgres: PostgresServer;
let mailbox: TestMailbox;
let holding = true;
const servers: SiteServer[] = [];

test.beforeAll(async () => {
  postgres = await startPostgresServer();
  // The office's notification stalls in DATA until the instance sending it is gone.
  mailbox = await startMailbox(await freePort(), (mail) => holding && mail.to.includes(OFFICE));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await closePostgresPools();
  await mailbox?.stop();
  await postgres?.stop();
});

async function startInstance(databaseUrl: string): Promise<SiteServer> {
  const server = await startSiteServer({
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: "instances-share-this-secret-0123456789abcdef",
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_NOTIFY_TO: OFFICE,
  });
  servers.push(server);
  return server;
}

async function within<T>(what: string, ms: number, check: () => Promise<T | undefined>) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("a notification held by an instance killed mid-send goes out from the other within a minute", async () => {
  test.setTimeout(120_000);
  const databaseUrl = await createDatabase(postgres.adminUrl, "mail_takeover");
  const a = await startInstance(databaseUrl);
  const reference = await referenceOf(await postQuote(a.url, quoteFields()));
  await within("A's notification held in DATA", 15_000, async () =>
    mailbox.held.length > 0 ? true : undefined,
  );
  const messageId = mailbox.held[0]!.headers.get("message-id");
  const leaseOf = async () =>
    (
      await pgQuery<{ lease_until: string; state: string }>(
        databaseUrl,
        "SELECT lease_until, state FROM outbox WHERE kind = 'notification'",
      )
    )[0];
  const claimed = await leaseOf();
  expect(claimed?.state).toBe("sending");

  // B starts while A is still sending: A's heartbeat moves the lease on, and B leaves it.
  const b = await startInstance(databaseUrl);
  await within("A renews its lease", 20_000, async () =>
    Date.parse((await leaseOf())!.lease_until) > Date.parse(claimed!.lease_until)
      ? true
      : undefined,
  );
  expect(mailbox.messages.filter((mail) => mail.to.includes(OFFICE))).toEqual([]);

  await a.kill();
  const killedAt = Date.now();
  holding = false;
  const delivered = await within("B sends the notification", 60_000, async () =>
    mailbox.messages.find((mail) => mail.headers.get("message-id") === messageId),
  );
  const seconds = (Date.now() - killedAt) / 1000;

  expect(delivered.subject).toContain(reference);
  // B marks the message sent, then logs it, after SMTP has accepted it: wait for both.
  await within("B records and logs the send", 30_000, async () =>
    b.output().includes('"event":"outbox.sent"') && (await leaseOf())?.state === "sent"
      ? true
      : undefined,
  );
  expect(
    mailbox.messages.filter((mail) => mail.headers.get("message-id") === messageId),
  ).toHaveLength(1);
  test.info().annotations.push({
    type: "run",
    description: `the killed instance's notification went out from the other ${seconds} s after the kill`,
  });
  console.log(test.info().annotations.at(-1)?.description);
});
