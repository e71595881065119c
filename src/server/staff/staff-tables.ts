import type { ColumnType } from "kysely";
import type { NullableColumn } from "../db/column-types.ts";

/*
 * Staff accounts are better-auth's tables (user, session, account, verification), plus the
 * invitations staff send. better-auth's tables are the exception to the ISO-text rule:
 * Postgres keeps their times as timestamptz and emailVerified as boolean, as better-auth
 * reads them there, so their values come back as Date or string.
 */

/** A time better-auth stores: an ISO string on SQLite, a Date from Postgres. Written as ISO text. */
type AuthTime = ColumnType<Date | string, string, string>;
type AuthBoolean = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface StaffInvitationsTable {
  id: string;
  email: string;
  token_hash: string;
  invited_by_id: string | null;
  invited_by_email: string;
  created_at: string;
  expires_at: string;
  accepted_at: NullableColumn<string>;
  revoked_at: NullableColumn<string>;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthBoolean;
  image: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthTime;
  token: string;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthTime | null;
  refreshTokenExpiresAt: AuthTime | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthTime;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface StaffTables {
  staff_invitations: StaffInvitationsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
}
