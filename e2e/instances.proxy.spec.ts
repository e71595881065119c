import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  createDatabase,
  startPostgresServer,
  type PostgresServer,
} from "../src/test-support/postgres-test-server.ts";
import { freePort } from "../src/test-support/ports";
import { closePostgresPools, pgQuery } from "./support/postgres";
import { startNginx, PUBLIC_HOST, type TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { runNodeScript } from "./support/run-script.ts";
import { startMailbox, type TestMailbox } from "./support/smtp";
import { QUOTE_ACTION_PATH } from "../src/lib/public-routes";

/*
 * Several instances on one Postgres (DATABASE_URL), as the README's scaled-out setup runs
 * them: two behind nginx sharing the load while one is SIGKILLed and restarted, the
 * quote limit and staff sessions holding across instances, and two instances racing to
 * migrate an empty database.
 */
test.describe.configure({ mode: "serial" });

const OFFICE = "office@contractor.example.com";
const PASSWORD = "slate shingles and copper flashing";
const AUTH_SECRET = "instances-share-this-secret-0123456789abcdef";
const QUOTES = 200;

let postgres: PostgresServer;
let mailbox: TestMailbox;
const servers: SiteServer[] = [];
const proxies: TlsProxy[] = [];

test.beforeAll(async () => {
  postgres = await startPostgresServer();
  mailbox = await startMailbox(await freePort());
});

test.afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.stop()));
  await Promise.all(servers.map((server) => server.stop()));
  await closePostgresPools();
  await mailbox?.stop();
  await postgres?.stop();
});

/** An instance on the shared database; `port` pins it (a restart behind nginx). */
async function startInstance(
  databaseUrl: string,
  siteUrl: string,
  env: Record<string, string> = {},
): Promise<SiteServer> {
  const server = await startSiteServer({
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    SITE_URL: siteUrl,
    TRUSTED_PROXIES: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_NOTIFY_TO: OFFICE,
    STAFF_EMAILS: OFFICE,
    OUTBOX_RETRY_BASE_SECONDS: "0.3",
    // A message caught mid-send by the SIGKILL is taken over after this, not 5 minutes.
    OUTBOX_LEASE_SECONDS: "2",
    ...env,
  });
  servers.push(server);
  return server;
}

const portOf = (server: SiteServer) => Number(new URL(server.url).port);

/** What nginx adds for a visitor at `client`, for requests sent to an instance directly. */
function asForwarded(siteUrl: string, client: string): Record<string, string> {
  return {
    Origin: siteUrl,
    "X-Forwarded-For": client,
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": new URL(siteUrl).host,
  };
}

async function bounded<T>(what: string, ms: number, check: () => Promise<T | undefined>) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("two instances started at once on an empty database both come up, migrated once", async () => {
  const databaseUrl = await createDatabase(postgres.adminUrl, "migration_race");
  const siteUrl = `https://${PUBLIC_HOST}:${await freePort()}`;
  const [first, second] = await Promise.all([
    startInstance(databaseUrl, siteUrl),
    startInstance(databaseUrl, siteUrl),
  ]);
  for (const server of [first!, second!])
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const runs = await pgQuery<{ name: string; runs: number }>(
    databaseUrl,
    "SELECT name, COUNT(*)::int AS runs FROM kysely_migration GROUP BY name ORDER BY name",
  );
  expect(runs.length).toBeGreaterThan(0);
  expect(runs.filter((row) => row.runs !== 1)).toEqual([]);
  await Promise.all([first!.stop(), second!.stop()]);
});

test("the quote limit counts a client's requests across instances, not per instance", async () => {
  const databaseUrl = await createDatabase(postgres.adminUrl, "rate_limit");
  const siteUrl = `https://${PUBLIC_HOST}:${await freePort()}`;
  const limit = 2;
  const [a, b] = await Promise.all([
    startInstance(databaseUrl, siteUrl, { QUOTE_RATE_LIMIT: String(limit) }),
    startInstance(databaseUrl, siteUrl, { QUOTE_RATE_LIMIT: String(limit) }),
  ]);
  const statuses: number[] = [];
  for (let index = 0; index < limit * 4 + 2; index++) {
    const instance = index % 2 === 0 ? a! : b!;
    // The no-JavaScript form post, with the headers nginx would add for this client.
    const answer = await fetch(`${instance.url}${QUOTE_ACTION_PATH}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...asForwarded(siteUrl, "203.0.113.7"),
      },
      body: new URLSearchParams(quoteFields({ email: `limit${index}@example.com` })),
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([...Array<number>(limit * 4).fill(200), 429, 429]);
  const stored = await pgQuery<{ spam_reason: string | null }>(
    databaseUrl,
    "SELECT spam_reason FROM leads WHERE client_address = '203.0.113.7' ORDER BY id",
  );
  expect(stored.map((lead) => lead.spam_reason)).toEqual([
    ...Array<null>(limit).fill(null),
    ...Array<string>(limit * 3).fill("rate-limit"),
  ]);
  await Promise.all([a!.stop(), b!.stop()]);
});

test.describe("two instances behind nginx", () => {
  let databaseUrl: string;
  let siteUrl: string;
  let a: SiteServer;
  let b: SiteServer;
  let nginx: TlsProxy;

  test.beforeAll(async () => {
    databaseUrl = await createDatabase(postgres.adminUrl, "behind_nginx");
    const proxyPort = await freePort();
    siteUrl = `https://${PUBLIC_HOST}:${proxyPort}`;
    // One after the other, so the quote run does not also wait on the migration.
    a = await startInstance(databaseUrl, siteUrl);
    b = await startInstance(databaseUrl, siteUrl);
    nginx = await startNginx(portOf(a), proxyPort, [portOf(b)]);
    proxies.push(nginx);
    const created = await runNodeScript(["scripts/staff.ts", "add", OFFICE], {
      input: `${PASSWORD}\n`,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET,
        DATA_DIR: a.dataDir,
        STAFF_EMAILS: OFFICE,
        SITE_URL: siteUrl,
      },
    });
    expect(created.status, created.stderr).toBe(0);
  });

  test("a staff session made on one instance works on the other", async () => {
    const signIn = await fetch(`${a.url}/admin/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...asForwarded(siteUrl, "127.0.0.1") },
      body: JSON.stringify({ email: OFFICE, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token");

    const inbox = await fetch(`${b.url}/admin`, {
      headers: { Cookie: cookie, ...asForwarded(siteUrl, "127.0.0.1") },
      redirect: "manual",
    });
    expect(inbox.headers.get("location")).toBeNull();
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toContain(OFFICE);

    const stranger = await fetch(`${b.url}/admin`, {
      headers: asForwarded(siteUrl, "127.0.0.1"),
      redirect: "manual",
    });
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get("location")).toContain("/admin/sign-in");
  });

  test("200 quotes over both while one is SIGKILLed and restarted: each stored once, each email sent once", async () => {
    test.setTimeout(100_000);
    const sentBefore = mailbox.messages.length;
    let next = 0;
    let done = 0;
    const acknowledged = new Map<number, string>();
    const retried: string[] = [];

    /** One visitor's quote, sent again with its idempotency key when nginx answers 502. */
    async function sendQuote(index: number) {
      const visitor = visitorAt(nginx, `127.0.0.${10 + (index % 40)}`);
      const fields = quoteFields({
        email: `roof${index}@example.com`,
        name: `Visitor ${index}`,
        idempotencyKey: randomUUID().replaceAll("-", ""),
      });
      for (let attempt = 0; attempt < 6; attempt++) {
        const answer = await visitor(QUOTE_ACTION_PATH, formPost(nginx, fields)).catch(
          (error: Error) => ({ status: 0, body: error.message }),
        );
        const reference = answer.body.match(/Q-[A-Z0-9]{6}/)?.[0];
        if (answer.status === 200 && reference) return acknowledged.set(index, reference);
        expect([0, 502, 503, 504], answer.body.slice(0, 300)).toContain(answer.status);
        retried.push(`${index}: ${answer.status}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`Quote ${index} never acknowledged: ${retried.join(", ")}`);
    }

    let restarted = () => {};
    const bIsBack = new Promise<void>((resolve) => (restarted = resolve));
    const visitors = Array.from({ length: 8 }, async () => {
      while (next < QUOTES) {
        // The last 80 quotes wait for B's restart, so the restarted B takes a share too.
        if (next >= QUOTES - 80) await bIsBack;
        if (next >= QUOTES) break;
        const index = next++;
        await sendQuote(index);
        done++;
      }
    });

    let sendingAtKill: string[] = [];
    const killed = b;
    const chaos = (async () => {
      await bounded("50 quotes before the kill", 40_000, async () =>
        done >= 50 ? true : undefined,
      );
      sendingAtKill = (
        await pgQuery<{ message_id: string }>(
          databaseUrl,
          "SELECT message_id FROM outbox WHERE state = 'sending'",
        )
      ).map((row) => row.message_id);
      await b.kill();
      await bounded("15 quotes while B is down", 30_000, async () =>
        done >= 65 ? true : undefined,
      );
      b = await startInstance(databaseUrl, siteUrl, { PORT: String(portOf(b)) });
      // nginx skips B for fail_timeout (1 s) after its last refused connection: probe
      // through nginx until B answers again, rather than guess how long that takes.
      const probe = visitorAt(nginx, "127.0.0.9");
      await bounded("nginx sends to the restarted B", 20_000, async () => {
        await probe("/healthz?probe").catch(() => undefined);
        return b.output().includes('"path":"/healthz","status":200') ? true : undefined;
      });
      restarted();
    })();

    const started = Date.now();
    let restartedAt = 0;
    await Promise.all([...visitors, chaos.then(() => (restartedAt = done))]);
    const quoteSeconds = (Date.now() - started) / 1000;
    expect(acknowledged.size).toBe(QUOTES);

    // Both took a share of the load, and B did again once restarted.
    const received = (server: SiteServer) => server.output().split("lead.received").length - 1;
    const shares = [received(a), received(killed), received(b)];
    expect(
      shares.every((share) => share > 0),
      `leads taken by A, B, B again: ${shares}`,
    ).toBe(true);
    const leads = await pgQuery<{ id: number; reference: string }>(
      databaseUrl,
      "SELECT id, reference FROM leads WHERE email LIKE 'roof%@example.com'",
    );
    const storedReferences = leads.map((lead) => lead.reference).sort();
    expect(storedReferences).toEqual([...acknowledged.values()].sort());

    // Every lead's two emails are sent (a message taken mid-send waits out the 2 s lease).
    await bounded("the outbox drained", 45_000, async () => {
      const [row] = await pgQuery<{ waiting: number }>(
        databaseUrl,
        "SELECT COUNT(*)::int AS waiting FROM outbox WHERE state <> 'sent'",
      );
      return row?.waiting === 0 ? true : undefined;
    });
    const queued = await pgQuery<{ lead_id: number; kind: string; message_id: string }>(
      databaseUrl,
      `SELECT outbox.lead_id, outbox.kind, outbox.message_id FROM outbox
         JOIN leads ON leads.id = outbox.lead_id WHERE leads.email LIKE 'roof%@example.com'`,
    );
    for (const lead of leads) {
      const kinds = queued.filter((row) => row.lead_id === lead.id).map((row) => row.kind);
      expect(kinds.sort(), lead.reference).toEqual(["notification", "receipt"]);
    }
    await mailbox.waitFor(sentBefore + QUOTES * 2, 15_000);
    // Anything still in flight lands before the count.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const arrivals = new Map<string, number>();
    for (const mail of mailbox.messages.slice(sentBefore)) {
      const id = mail.headers.get("message-id") ?? "";
      arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
    }
    expect([...arrivals.keys()].sort()).toEqual(queued.map((row) => row.message_id).sort());
    // Exactly once each. The one exception SMTP allows: a message B was sending when it
    // died may have reached the server before B could mark it sent; its Message-ID folds it.
    const duplicates = [...arrivals].filter(([, count]) => count > 1);
    for (const [id, count] of duplicates) {
      expect(sendingAtKill, `${id} arrived ${count} times`).toContain(id);
      expect(count).toBe(2);
    }
    const receipts = mailbox.messages
      .slice(sentBefore)
      .filter((mail) => mail.subject.startsWith("We received your request"));
    expect(new Set(receipts.map((mail) => mail.to)).size).toBe(QUOTES);

    test.info().annotations.push({
      type: "run",
      description: `${QUOTES} quotes in ${quoteSeconds} s, B back after ${restartedAt}; leads taken by A, B, B restarted: ${shares.join(", ")}; retried after 502/connection errors: ${retried.length}; messages sending at the kill: ${sendingAtKill.length}; duplicates folded: ${duplicates.length}`,
    });
    console.log(test.info().annotations.at(-1)?.description);
  });
});
