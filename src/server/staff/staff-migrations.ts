import { engineOf, type Engine } from "../db/dialects.ts";
import type { MigrationStep } from "../db/migration-steps.ts";

/* Staff accounts' migrations, in the order they shipped (server/migrations.ts lists them). */

/**
 * better-auth reads its times as timestamptz and emailVerified as boolean on Postgres;
 * on SQLite it writes ISO text and 0/1 (the DATE and INTEGER the first release declared).
 */
const authTypes = (engine: Engine) =>
  engine === "postgres"
    ? ({ time: "timestamptz", flag: "boolean" } as const)
    : ({ time: "date", flag: "integer" } as const);

/** 0001_baseline: better-auth's email and password tables. */
export const createStaffAccounts: MigrationStep = async (db) => {
  const auth = authTypes(engineOf(db));
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (column) => column.notNull().primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("emailVerified", auth.flag, (column) => column.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", auth.time, (column) => column.notNull())
    .addColumn("updatedAt", auth.time, (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("session")
    .addColumn("id", "text", (column) => column.notNull().primaryKey())
    .addColumn("expiresAt", auth.time, (column) => column.notNull())
    .addColumn("token", "text", (column) => column.notNull().unique())
    .addColumn("createdAt", auth.time, (column) => column.notNull())
    .addColumn("updatedAt", auth.time, (column) => column.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (column) =>
      column.notNull().references("user.id").onDelete("cascade"),
    )
    .execute();
  await db.schema
    .createTable("account")
    .addColumn("id", "text", (column) => column.notNull().primaryKey())
    .addColumn("accountId", "text", (column) => column.notNull())
    .addColumn("providerId", "text", (column) => column.notNull())
    .addColumn("userId", "text", (column) =>
      column.notNull().references("user.id").onDelete("cascade"),
    )
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", auth.time)
    .addColumn("refreshTokenExpiresAt", auth.time)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", auth.time, (column) => column.notNull())
    .addColumn("updatedAt", auth.time, (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (column) => column.notNull().primaryKey())
    .addColumn("identifier", "text", (column) => column.notNull())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("expiresAt", auth.time, (column) => column.notNull())
    .addColumn("createdAt", auth.time, (column) => column.notNull())
    .addColumn("updatedAt", auth.time, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();
};

/** 0001_baseline: the invitations staff send, kept hashed. */
export const createStaffInvitations: MigrationStep = async (db) => {
  await db.schema
    .createTable("staff_invitations")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("invited_by_id", "text")
    .addColumn("invited_by_email", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema
    .createIndex("staff_invitations_email")
    .on("staff_invitations")
    .columns(["email", "created_at desc"])
    .execute();
};
