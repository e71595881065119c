import { spawn } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { runNodeScript } from "./support/run-script.ts";
import { startSiteServer } from "./support/site-server";

test.describe.configure({ mode: "serial" });

/**
 * Runs the server entry with a bad environment and returns how it ended. No timeout of its
 * own: loading the server's modules took over 20 s on a loaded machine, and a start-up that
 * hangs instead of refusing is ended by the test's cap.
 */
async function startWith(env: Record<string, string>) {
  const result = await runNodeScript(["src/server/main.ts"], {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), "bad-config-")), ...env },
  });
  return { status: result.status, stderr: result.stderr };
}

for (const [variable, value, expectation] of [
  ["PORT", "http", /PORT: expected a port number/],
  ["PORT", "70000", /PORT: expected a port number/],
  ["SITE_URL", "www.example.com", /SITE_URL: expected an http\(s\) URL/],
  ["SMTP_URL", "mail.example.com:587", /SMTP_URL: expected smtp:\/\//],
  ["AUTH_SECRET", "changeme", /AUTH_SECRET: expected at least 32 characters/],
] as const) {
  test(`a wrong ${variable} (${value}) stops start-up with a message naming it`, async () => {
    const { status, stderr } = await startWith({ [variable]: value });
    expect(status).toBe(1);
    expect(stderr).toMatch(expectation);
    expect(stderr).not.toMatch(/\n\s+at /);
    // Like every line the server writes, the refusal is one JSON object.
    expect(JSON.parse(stderr)).toMatchObject({ level: "error", event: "server.config_invalid" });
  });
}

test("/healthz reports the database and the outbox backlog", async () => {
  const site = await startSiteServer({ SMTP_URL: "smtp://127.0.0.1:9" });
  try {
    await referenceOf(await postQuote(site.url, quoteFields()));
    const response = await fetch(`${site.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "ok",
      database: "ok",
      outboxPending: 2,
      outboxFailed: 0,
      outboxOldestPendingSeconds: expect.any(Number),
      deliveriesWaiting: 0,
      deliveriesOldestWaitingSeconds: null,
      endpointsStopped: 0,
      deliveriesLate: [],
      deliveriesStopped: [],
      alerts: [],
    });
  } finally {
    await site.stop();
  }
});

test("/healthz turns 503 once a notification to the office has failed, naming no one", async () => {
  const site = await startSiteServer({ SMTP_URL: "smtp://127.0.0.1:9", OUTBOX_MAX_ATTEMPTS: "1" });
  try {
    await referenceOf(await postQuote(site.url, quoteFields()));
    await expect
      .poll(async () => (await fetch(`${site.url}/healthz`)).status, { timeout: 10_000 })
      .toBe(503);
    const body = await (await fetch(`${site.url}/healthz`)).text();
    expect(JSON.parse(body)).toMatchObject({
      status: "alert",
      database: "ok",
      outboxFailed: 2,
      alerts: ["notification-failed"],
    });
    expect(body).not.toMatch(/morgan|Ellis|Baxter|example\.com|ECONNREFUSED/i);
  } finally {
    await site.stop();
  }
});

test("SIGTERM during a burst: every acknowledged lead is stored and the process exits 0", async () => {
  const site = await startSiteServer();
  const acknowledged: string[] = [];
  const burst = Array.from({ length: 60 }, (_, index) =>
    postQuote(site.url, quoteFields({ email: `burst-${index}@example.com` }))
      .then(async (response) => {
        if (response.status === 200) acknowledged.push(await referenceOf(response));
      })
      .catch(() => undefined),
  );
  await new Promise((resolve) => setTimeout(resolve, 40));
  const exitCode = await site.stop();
  await Promise.all(burst);

  expect(exitCode).toBe(0);
  expect(site.output()).toMatch(/"event":"server.stopped"/);
  expect(acknowledged.length).toBeGreaterThan(0);
  const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
  const stored = new Set(
    (db.prepare("SELECT reference FROM leads").all() as Array<{ reference: string }>).map(
      (row) => row.reference,
    ),
  );
  db.close();
  expect(acknowledged.filter((reference) => !stored.has(reference))).toEqual([]);
});

test("npm run backup while submissions arrive yields a database holding every lead acknowledged before it", async () => {
  const site = await startSiteServer();
  try {
    const before = await Promise.all(
      Array.from({ length: 20 }, async (_, index) =>
        referenceOf(
          await postQuote(site.url, quoteFields({ email: `before-${index}@example.com` })),
        ),
      ),
    );
    let keepGoing = true;
    const during = (async () => {
      for (let index = 0; keepGoing; index++)
        await postQuote(site.url, quoteFields({ email: `during-${index}@example.com` }));
    })();

    const destination = join(mkdtempSync(join(tmpdir(), "backup-")), "copy.db");
    const backup = spawn(process.execPath, ["scripts/backup.ts", destination], {
      env: { ...process.env, DATA_DIR: site.dataDir },
    });
    let output = "";
    backup.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => backup.once("exit", resolve));
    keepGoing = false;
    await during;

    expect(code).toBe(0);
    expect(output).toMatch(/Backed up \d+ leads/);
    const copy = new DatabaseSync(destination, { readOnly: true });
    expect(copy.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    const saved = new Set(
      (copy.prepare("SELECT reference FROM leads").all() as Array<{ reference: string }>).map(
        (row) => row.reference,
      ),
    );
    copy.close();
    expect(before.filter((reference) => !saved.has(reference))).toEqual([]);
  } finally {
    await site.stop();
  }
});
