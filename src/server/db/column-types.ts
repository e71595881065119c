import type { ColumnType } from "kysely";

/*
 * Column shapes every feature's table types use. Times are ISO 8601 text (UTC, "…Z"), so
 * they sort and compare as text; booleans are 0 or 1 (better-auth's own tables aside: see
 * staff/staff-tables.ts).
 */

/** A column with a default or identity: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A column that may be null and is left out of most inserts, e.g. a time not yet reached. */
export type NullableColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;
