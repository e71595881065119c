// Runs a test file's database tests on both engines: SQLite and the Postgres server that
// postgres-global-setup.ts started for the run. Imported by tests only.
//
//   describe.each(engines)("on %s", (engine) => {
//     const database = useTestDatabase(engine);
//     it("…", async () => { await insertLead(database.db, …) });
//   });
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { type DatabaseLocation, type Engine } from "../server/db/database.ts";
import { openSiteDatabase, type SiteDatabase } from "../server/site-database.ts";
import { type Db } from "../server/tables.ts";
import { createDatabase, dropDatabase } from "./postgres-test-server.ts";
import { testEngines } from "./test-engines.ts";

export const engines: readonly Engine[] = testEngines();

/**
 * Every table the application writes, children before parents, emptied between two tests
 * on Postgres (DELETE: TRUNCATE takes several times as long on tables this small).
 */
const TABLES = [
  // Before the stored photos and proposal documents it attaches
  "outbox_attachments",
  "proposal_deposit_payments",
  "proposal_events",
  "proposal_documents",
  "proposal_signatures",
  "proposal_signers",
  "proposal_access_codes",
  "proposal_tokens",
  "proposal_versions",
  "proposals",
  "project_photos",
  "projects",
  "review_tokens",
  "review_feedback",
  "review_requests",
  "photo_consents",
  "mail_opt_outs",
  "booking_tokens",
  "bookings",
  "booking_rules",
  "booking_blocks",
  "photo_links",
  "lead_photos",
  "upload_bytes",
  "deliveries",
  "stopped_endpoints",
  "lead_events",
  "outbox",
  "leads",
  "staff_invitations",
  "lead_erasures",
  "storm_reports",
  "storm_imports",
  "storm_mode",
  "rate_events",
  "rate_slots",
  "session",
  "account",
  "user",
  "verification",
  "rateLimit",
  "price_books",
  "estimate_renders",
];
/** Tables whose ids the database numbers: each test's ids start at 1 again. */
const NUMBERED = [
  "proposals",
  "proposal_versions",
  "proposal_signers",
  "proposal_signatures",
  "proposal_documents",
  "proposal_access_codes",
  "proposal_events",
  "proposal_deposit_payments",
  "projects",
  "project_photos",
  "review_requests",
  "review_feedback",
  "bookings",
  "leads",
  "outbox",
  "lead_events",
  "rate_events",
  "deliveries",
  "lead_photos",
  "outbox_attachments",
  "photo_links",
  "upload_bytes",
  "lead_erasures",
  "price_books",
  "storm_reports",
  "storm_imports",
];

/** Postgres only; one round trip, as statements without parameters may be several. */
const emptyTables = sql.raw(
  [
    ...TABLES.map((table) => `DELETE FROM "${table}"`),
    ...NUMBERED.map((table) => `ALTER TABLE "${table}" ALTER COLUMN "id" RESTART`),
  ].join("; "),
);

export interface TestDatabase {
  readonly engine: Engine;
  /** The test's database: migrated, empty, closed after the test */
  readonly db: Db;
  /** How openDatabase finds it, e.g. for a CLI run against it */
  readonly location: DatabaseLocation;
  /**
   * Another connection to the same database, as another server instance would hold it;
   * closed after the test. On SQLite this needs `{ shared: true }` (a file, not memory).
   * `changes` adjusts where it connects, e.g. a Postgres URL with session options.
   */
  connect(changes?: Partial<DatabaseLocation>): Promise<SiteDatabase>;
}

/**
 * Gives each test of the enclosing describe a fresh database on `engine`: SQLite in
 * memory (or in a temp file with `shared`), or on Postgres a database made once per
 * file and emptied before each test.
 */
export function useTestDatabase(engine: Engine, options: { shared?: boolean } = {}): TestDatabase {
  let postgres: { adminUrl: string; name: string; url: string } | undefined;
  let location: DatabaseLocation | undefined;
  let directory: string | undefined;
  let opened: SiteDatabase[] = [];

  if (engine === "postgres") {
    beforeAll(async () => {
      const adminUrl = inject("postgresAdminUrl");
      const name = `test_${randomBytes(6).toString("hex")}`;
      postgres = { adminUrl, name, url: await createDatabase(adminUrl, name) };
    });
    afterAll(async () => {
      if (postgres) await dropDatabase(postgres.adminUrl, postgres.name);
    });
  }

  beforeEach(async () => {
    if (postgres) {
      location = { databaseUrl: postgres.url, sqlitePath: "" };
    } else if (options.shared) {
      directory = mkdtempSync(join(tmpdir(), "db-test-"));
      location = { sqlitePath: join(directory, "site.db") };
    } else {
      location = { sqlitePath: ":memory:" };
    }
    const database = await openSiteDatabase(location);
    opened = [database];
    if (postgres) await emptyTables.execute(database.db);
  });

  afterEach(async () => {
    for (const database of opened.reverse()) await database.close().catch(() => undefined);
    opened = [];
    if (directory) rmSync(directory, { recursive: true, force: true });
    directory = undefined;
  });

  return {
    engine,
    get db() {
      const database = opened[0];
      if (!database) throw new Error("The test database exists only while a test runs");
      return database.db;
    },
    get location() {
      if (!location) throw new Error("The test database exists only while a test runs");
      return location;
    },
    async connect(changes = {}) {
      if (!location) throw new Error("The test database exists only while a test runs");
      if (location.sqlitePath === ":memory:")
        throw new Error("A second connection needs useTestDatabase(engine, { shared: true })");
      const database = await openSiteDatabase({ ...location, ...changes });
      opened.push(database);
      return database;
    },
  };
}
