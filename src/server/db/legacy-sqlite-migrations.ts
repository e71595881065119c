import type { DatabaseSync } from "node:sqlite";
import { engineOf } from "./dialects.ts";
import { sql } from "kysely";
import type { AnyDb } from "./migration-steps.ts";

/** The schema the last SQLite-only release left (its user_version 4), on either engine. */
export const BASELINE_MIGRATION = "0001_baseline";

/**
 * The baseline's last step: the last SQLite-only release reads user_version, and at 4 finds
 * its schema complete, so rolling back to it leaves a database the baseline made working.
 */
export async function markLegacySchemaComplete(db: AnyDb): Promise<void> {
  if (engineOf(db) === "sqlite") await sql`PRAGMA user_version = 4`.execute(db);
}

/**
 * The SQLite schema changes of the releases before Kysely's migrator, frozen: a database
 * those releases made is brought up to the last of them (`PRAGMA user_version` 4), which
 * is exactly the schema of the baseline (server/migrations.ts), and then carries on from there.
 */
export const legacySqliteMigrations: readonly string[] = [
  // 1: leads and their outgoing messages
  `
  CREATE TABLE leads (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    address TEXT NOT NULL DEFAULT '',
    service_type TEXT NOT NULL,
    message TEXT NOT NULL DEFAULT '',
    consent_text TEXT NOT NULL,
    source_page TEXT NOT NULL DEFAULT '',
    attribution TEXT NOT NULL DEFAULT '{}',
    urgent INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'new',
    spam_reason TEXT,
    idempotency_key TEXT UNIQUE,
    fingerprint TEXT NOT NULL,
    client_address TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX leads_created_at ON leads (created_at DESC);
  CREATE INDEX leads_fingerprint ON leads (fingerprint, created_at);

  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    lead_id INTEGER NOT NULL REFERENCES leads (id),
    kind TEXT NOT NULL CHECK (kind IN ('notification', 'receipt')),
    recipients TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    text_body TEXT NOT NULL,
    html_body TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
  `,

  // 2: staff accounts for the lead inbox (better-auth's email and password schema)
  `
  CREATE TABLE "user" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL UNIQUE,
    "emailVerified" INTEGER NOT NULL,
    "image" TEXT,
    "createdAt" DATE NOT NULL,
    "updatedAt" DATE NOT NULL
  );
  CREATE TABLE "session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "expiresAt" DATE NOT NULL,
    "token" TEXT NOT NULL UNIQUE,
    "createdAt" DATE NOT NULL,
    "updatedAt" DATE NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "userId" TEXT NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE
  );
  CREATE TABLE "account" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
    "accessToken" TEXT,
    "refreshToken" TEXT,
    "idToken" TEXT,
    "accessTokenExpiresAt" DATE,
    "refreshTokenExpiresAt" DATE,
    "scope" TEXT,
    "password" TEXT,
    "createdAt" DATE NOT NULL,
    "updatedAt" DATE NOT NULL
  );
  CREATE TABLE "verification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "identifier" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "expiresAt" DATE NOT NULL,
    "createdAt" DATE NOT NULL,
    "updatedAt" DATE NOT NULL
  );
  CREATE INDEX "session_userId_idx" ON "session" ("userId");
  CREATE INDEX "account_userId_idx" ON "account" ("userId");
  CREATE INDEX "verification_identifier_idx" ON "verification" ("identifier");
  `,

  // 3: what staff did with each lead: status changes, notes, email retries (who and when)
  `
  CREATE TABLE lead_events (
    id INTEGER PRIMARY KEY,
    lead_id INTEGER NOT NULL REFERENCES leads (id),
    created_at TEXT NOT NULL,
    actor_id TEXT,
    actor_email TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('status', 'note', 'retry')),
    from_status TEXT,
    to_status TEXT,
    body TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
  CREATE INDEX leads_status_created_at ON leads (status, created_at DESC);
  `,
  // 4: the outbox claims a message before sending it (state 'sending' until lease_until),
  // gives each message a stable Message-ID, and also carries staff invitations (no lead).
  // SQLite cannot change a CHECK constraint in place, so the table is rebuilt.
  `
  CREATE TABLE outbox_v4 (
    id INTEGER PRIMARY KEY,
    lead_id INTEGER REFERENCES leads (id),
    kind TEXT NOT NULL CHECK (kind IN ('notification', 'receipt', 'invitation')),
    recipients TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    text_body TEXT NOT NULL,
    html_body TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending'
      CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    lease_until TEXT,
    message_id TEXT NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    created_at TEXT NOT NULL
  );
  INSERT INTO outbox_v4 (id, lead_id, kind, recipients, reply_to, subject, text_body, html_body,
      state, attempts, next_attempt_at, message_id, last_error, sent_at, created_at)
    SELECT id, lead_id, kind, recipients, reply_to, subject, text_body, html_body,
      state, attempts, next_attempt_at, '<outbox-' || id || '-' || lower(hex(randomblob(8))) || '@ridgeline.local>',
      last_error, sent_at, created_at
    FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_v4 RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
  CREATE INDEX outbox_lead ON outbox (lead_id);
  CREATE INDEX outbox_kind_created_at ON outbox (kind, created_at);

  CREATE TABLE staff_invitations (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    invited_by_id TEXT,
    invited_by_email TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    accepted_at TEXT,
    revoked_at TEXT
  );
  CREATE INDEX staff_invitations_email ON staff_invitations (email, created_at DESC);
  `,
];

/** An earlier release's database (user_version set) not yet handed over to Kysely's migrator. */
function needsAdoption(database: DatabaseSync): boolean {
  const adopted = database
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
    .get();
  const { user_version: version } = database.prepare("PRAGMA user_version").get() as {
    user_version: number;
  };
  return !adopted && version > 0;
}

/**
 * Hands a database made by an earlier release over to the migrator: it finishes the old
 * numbered migrations, then records the baseline as done, in one BEGIN IMMEDIATE
 * transaction, so two processes starting on the file do it once. A new database
 * (user_version 0) and one already handed over are left alone.
 */
export function adoptLegacySqliteSchema(database: DatabaseSync): void {
  // Looked at first without the write lock, so opening a database in use never waits.
  if (!needsAdoption(database)) return;
  database.exec("BEGIN IMMEDIATE");
  try {
    if (needsAdoption(database)) {
      const { user_version: version } = database.prepare("PRAGMA user_version").get() as {
        user_version: number;
      };
      for (let next = version; next < legacySqliteMigrations.length; next++)
        database.exec(legacySqliteMigrations[next] ?? "");
      database.exec(`PRAGMA user_version = ${legacySqliteMigrations.length}`);
      // The table Kysely's migrator keeps, as it would create it.
      database.exec(
        "CREATE TABLE kysely_migration (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)",
      );
      database
        .prepare("INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)")
        .run(BASELINE_MIGRATION, new Date().toISOString());
    }
    database.exec("COMMIT");
  } catch (error) {
    database.exec("ROLLBACK");
    throw error;
  }
}
