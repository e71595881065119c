// @vitest-environment node
// The operator CLIs with DATABASE_URL: they work on the shared Postgres database, and the
// backup, which only copies SQLite, says to use pg_dump instead.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../src/test-support/db-test-support.ts";
import { enqueueMessage } from "../src/server/mail/outbox-enqueue-repo.ts";
import { markAttemptFailed } from "../src/server/mail/outbox-repo.ts";

const PASSWORD = "correct horse battery staple";

// Each command is a Node process of its own: slow to start on a small, busy machine.
describe("the operator CLIs on Postgres", { timeout: 60_000 }, () => {
  const database = useTestDatabase("postgres");

  function cli(args: string[], input = "") {
    const dataDir = mkdtempSync(join(tmpdir(), "cli-postgres-"));
    const result = spawnSync(process.execPath, args, {
      input,
      encoding: "utf8",
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: database.location.databaseUrl,
        AUTH_SECRET: "k".repeat(44),
        STAFF_EMAILS: "office@example.com",
      },
    });
    // Nothing of the data lives on this machine's disk.
    expect(readdirSync(dataDir)).toEqual([]);
    return result;
  }

  it("npm run staff adds, lists and removes accounts in the shared database", async () => {
    const added = cli(["scripts/staff.ts", "add", "Office@Example.com"], `${PASSWORD}\n`);
    expect(added.stderr).toBe("");
    expect(added.stdout).toContain("Created the staff account office@example.com");
    const [account] = await database.db.selectFrom("account").select("password").execute();
    expect(account?.password).toMatch(/\S{20}/);
    expect(account?.password).not.toContain("correct horse");

    expect(cli(["scripts/staff.ts", "list"]).stdout).toMatch(
      /^office@example\.com {2}created \d{4}-\d\d-\d\dT[\d:.]+Z {2}0 active session/,
    );
    expect(cli(["scripts/staff.ts", "remove", "office@example.com"]).stdout).toContain(
      "Removed office@example.com",
    );
    expect(await database.db.selectFrom("user").select("id").execute()).toEqual([]);
  });

  it("npm run outbox lists and retries the shared outbox", async () => {
    const now = new Date().toISOString();
    await enqueueMessage(
      database.db,
      null,
      {
        kind: "receipt",
        recipients: ["dana@example.com"],
        replyTo: null,
        subject: "We received your request",
        text: "T",
        html: "H",
      },
      now,
    );
    await markAttemptFailed(database.db, 1, "550 no such user", null);
    expect(cli(["scripts/outbox.ts"]).stdout).toMatch(
      /^#1 +failed +receipt +attempts 1 +error: 550 no such user +— We received your request$/m,
    );
    expect(cli(["scripts/outbox.ts", "retry", "1"]).stdout).toBe(
      "1 failed message(s) queued again.\n",
    );
    const [message] = await database.db.selectFrom("outbox").select("state").execute();
    expect(message).toEqual({ state: "pending" });
  });

  it("npm run backup says to use pg_dump, and copies nothing", () => {
    const result = cli(["scripts/backup.ts"]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(
      /^DATABASE_URL is set, so the data is in Postgres: back it up with pg_dump/,
    );
  });
});
