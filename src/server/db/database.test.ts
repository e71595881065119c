// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engineOf } from "./dialects.ts";
import { isUniqueViolation } from "./database.ts";
import { openSiteDatabase } from "../site-database.ts";
import type { Db } from "../tables.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { countMatchingLeads } from "../inbox/lead-admin-repo.ts";
import { findLeadByReference } from "../leads/lead-repo.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { legacySqliteMigrations } from "./legacy-sqlite-migrations.ts";
import { migrations } from "../migrations.ts";
import { claimNextDue, listMessages } from "../mail/outbox-repo.ts";
import { listStaffAccounts } from "../staff/staff-account-repo.ts";

const run = promisify(execFile);
const MIGRATIONS = Object.keys(migrations).sort();

const migrationsRun = async (db: Db) =>
  (
    await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)
  ).rows.map((row) => row.name);

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "migrations-"));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe.each(engines)("a new database on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("has every migration applied and knows its engine", async () => {
    const { db } = database;
    expect(engineOf(db)).toBe(engine);
    expect(await migrationsRun(db)).toEqual(MIGRATIONS);
    const id = await insertTestLead(db, testLead("Q-AAAAA1"));
    expect(id).toBe(1);
    expect(await findLeadByReference(db, "Q-AAAAA1")).toMatchObject({ id, status: "new" });
  });

  it("names a refused duplicate in the words isUniqueViolation knows", async () => {
    const { db } = database;
    await insertTestLead(db, testLead("Q-AAAAA1", { idempotencyKey: "k" }));
    const duplicate = await insertTestLead(db, testLead("Q-AAAAA2", { idempotencyKey: "k" })).catch(
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicate, "leads", "idempotency_key")).toBe(true);
    expect(isUniqueViolation(duplicate, "leads", "reference")).toBe(false);
    const sameReference = await insertTestLead(db, testLead("Q-AAAAA1")).catch(
      (error: unknown) => error,
    );
    expect(isUniqueViolation(sameReference, "leads", "reference")).toBe(true);
  });
});

/** Schema of a SQLite file as a comparable value: tables' columns and indexes. */
/** A column's description without its position in the table (`cid`). */
const withoutPosition = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => key !== "cid"));

function sqliteSchema(path: string) {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely_%' AND name NOT IN ('rate_events', 'rate_slots', 'rateLimit', 'lead_photos', 'outbox_attachments', 'photo_links', 'upload_bytes') ORDER BY name",
      )
      .all() as Array<{ name: string }>;
    return tables.map(({ name }) => ({
      name,
      // By name, without their position: a column a migration run late adds lands after
      // those of later migrations (leads.estimate, 0007), and nothing reads columns by place.
      columns: (db.prepare(`PRAGMA table_info("${name}")`).all() as Array<Record<string, unknown>>)
        .map((column): Record<string, unknown> => ({
          ...withoutPosition(column),
          type: String(column["type"]).toLowerCase(),
        }))
        .sort((a, b) => String(a["name"]).localeCompare(String(b["name"]))),
      indexes: (
        db
          .prepare(
            `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name`,
          )
          .all(name) as Array<{ name: string }>
      ).map((index) => ({
        name: index.name,
        // An index names its columns; where they sit in the table does not matter to it.
        columns: (
          db.prepare(`PRAGMA index_xinfo("${index.name}")`).all() as Array<Record<string, unknown>>
        ).map(withoutPosition),
      })),
    }));
  } finally {
    db.close();
  }
}

/** A database exactly as the last SQLite-only release left it, at `version`. */
function legacyDatabase(path: string, version = legacySqliteMigrations.length) {
  const db = new DatabaseSync(path);
  db.exec("PRAGMA journal_mode = WAL");
  for (let step = 0; step < version; step++) db.exec(legacySqliteMigrations[step] ?? "");
  db.exec(`PRAGMA user_version = ${version}`);
  return db;
}

describe("a database that ran a later migration before an earlier one landed", () => {
  // Branches merged in parallel: this database ran 0010 while 0006 was still on its branch.
  it("runs the missing one late and ends up with the schema a fresh database gets", async () => {
    const path = join(directory, "site.db");
    await (await openSiteDatabase({ sqlitePath: path })).close();
    const before = new DatabaseSync(path);
    before.exec(`
      DROP TABLE lead_erasures;
      DELETE FROM kysely_migration WHERE name = '0006_h25_lead_erasures';
    `);
    before.close();

    const { db, close } = await openSiteDatabase({ sqlitePath: path });
    try {
      expect(await migrationsRun(db)).toEqual(MIGRATIONS);
    } finally {
      await close();
    }
    await (await openSiteDatabase({ sqlitePath: join(directory, "fresh.db") })).close();
    expect(sqliteSchema(path)).toEqual(sqliteSchema(join(directory, "fresh.db")));
  });
});

describe("a SQLite database from the previous release (user_version 4)", () => {
  it("ends up with the schema a fresh database gets", async () => {
    // Taken over at the baseline, then migrated on like any other database.
    legacyDatabase(join(directory, "legacy.db")).close();
    const adopted = await openSiteDatabase({ sqlitePath: join(directory, "legacy.db") });
    await adopted.close();
    const fresh = await openSiteDatabase({ sqlitePath: join(directory, "fresh.db") });
    await fresh.close();
    expect(sqliteSchema(join(directory, "fresh.db"))).toEqual(
      sqliteSchema(join(directory, "legacy.db")),
    );
  });

  it("is taken over as it is: its leads, emails and accounts intact, then migrated on", async () => {
    const path = join(directory, "site.db");
    const legacy = legacyDatabase(path);
    legacy.exec(`
      INSERT INTO leads (reference, created_at, name, phone, email, service_type, consent_text, fingerprint, attribution, urgent)
        VALUES ('Q-OLD001', '2025-06-01T12:00:00.000Z', 'Dana Whitfield', '(502) 555-0199', 'dana@example.com', 'emergency', 'I agree', 'f1', '{"utm_source":"google"}', 1);
      INSERT INTO outbox (lead_id, kind, recipients, subject, text_body, html_body, next_attempt_at, message_id, created_at)
        VALUES (1, 'notification', '["owner@example.com"]', 'New lead', 'T', 'H', '2025-06-01T12:00:00.000Z', '<old@ridgeline.local>', '2025-06-01T12:00:00.000Z');
      INSERT INTO "user" (id, name, email, emailVerified, createdAt, updatedAt)
        VALUES ('u1', 'office', 'office@example.com', 1, '2025-05-01T10:00:00.000Z', '2025-05-01T10:00:00.000Z');
      INSERT INTO "session" (id, expiresAt, token, createdAt, updatedAt, userId)
        VALUES ('s1', '2099-01-01T00:00:00.000Z', 't1', '2025-05-01T10:00:00.000Z', '2025-05-01T10:00:00.000Z', 'u1');
    `);
    legacy.close();

    const { db, close } = await openSiteDatabase({ sqlitePath: path });
    try {
      expect(await migrationsRun(db)).toEqual(MIGRATIONS);
      expect(await findLeadByReference(db, "Q-OLD001")).toMatchObject({
        id: 1,
        name: "Dana Whitfield",
        urgent: true,
        attribution: { utm_source: "google" },
      });
      expect(await listStaffAccounts(db, "2025-06-15T00:00:00.000Z")).toEqual([
        {
          id: "u1",
          email: "office@example.com",
          createdAt: "2025-05-01T10:00:00.000Z",
          activeSessions: 1,
        },
      ]);
      const message = await claimNextDue(
        db,
        "2025-06-01T12:00:00.000Z",
        "2025-06-01T12:05:00.000Z",
      );
      expect(message).toMatchObject({ leadId: 1, messageId: "<old@ridgeline.local>" });
      // New rows carry on from the old ones; the new tables work.
      expect(await insertTestLead(db, testLead("Q-NEW001"))).toBe(2);
      await db
        .insertInto("rate_events")
        .values({
          key: "k",
          at: "2025-06-01T12:00:00.000Z",
          expires_at: "2025-06-01T12:10:00.000Z",
        })
        .execute();
      expect(await countMatchingLeads(db, {})).toBe(2);
    } finally {
      await close();
    }

    // The old release, should it be started again, finds its schema complete.
    const again = new DatabaseSync(path, { readOnly: true });
    expect(again.prepare("PRAGMA user_version").get()).toEqual({ user_version: 4 });
    again.close();
  });

  it("from an older release (user_version 2) finishes the old migrations first", async () => {
    const path = join(directory, "site.db");
    const legacy = legacyDatabase(path, 2);
    legacy.exec(`
      INSERT INTO leads (reference, created_at, name, phone, email, service_type, consent_text, fingerprint)
        VALUES ('Q-OLD001', '2025-06-01T12:00:00.000Z', 'Dana', '(502) 555-0199', 'dana@example.com', 'repair', 'I agree', 'f1');
      INSERT INTO outbox (lead_id, kind, recipients, subject, text_body, html_body, next_attempt_at, created_at)
        VALUES (1, 'receipt', '["dana@example.com"]', 'Thanks', 'T', 'H', '2025-06-01T12:00:00.000Z', '2025-06-01T12:00:00.000Z');
    `);
    legacy.close();

    const { db, close } = await openSiteDatabase({ sqlitePath: path });
    try {
      expect(await migrationsRun(db)).toEqual(MIGRATIONS);
      const [message] = await listMessages(db, ["pending"]);
      expect(message?.messageId).toMatch(/^<outbox-1-[0-9a-f]{16}@ridgeline\.local>$/);
      expect(await db.selectFrom("lead_events").select("id").execute()).toEqual([]);
    } finally {
      await close();
    }
  });
});

/**
 * Opens the database in `count` separate Node processes started together, as instances
 * of the server starting at once would.
 */
async function openInProcesses(
  count: number,
  location: { databaseUrl?: string; sqlitePath: string },
) {
  const module = new URL("../site-database.ts", import.meta.url).pathname;
  const script = `
    const { openSiteDatabase } = await import(${JSON.stringify(module)});
    const database = await openSiteDatabase(${JSON.stringify(location)});
    await database.close();
  `;
  await Promise.all(
    Array.from({ length: count }, () =>
      run(process.execPath, ["--input-type=module", "-e", script], { timeout: 30_000 }),
    ),
  );
}

// Each instance is a Node process of its own: slow to start on a small, busy machine.
describe.each(engines)("instances starting together on %s", { timeout: 60_000 }, (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("migrate the database once", async () => {
    if (engine === "postgres") {
      // A database no instance has migrated yet: drop what the test setup made.
      await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(database.db);
    }
    const location =
      engine === "postgres" ? database.location : { sqlitePath: join(directory, "new.db") };
    await openInProcesses(3, {
      sqlitePath: location.sqlitePath,
      ...(location.databaseUrl && { databaseUrl: location.databaseUrl }),
    });
    const { db, close } = await openSiteDatabase(location);
    try {
      expect(await migrationsRun(db)).toEqual(MIGRATIONS);
      expect(await insertTestLead(db, testLead("Q-AAAAA1"))).toBe(1);
    } finally {
      await close();
    }
  });
});
