import { openDatabase, type Database, type DatabaseLocation } from "./db/database.ts";
import { migrations } from "./migrations.ts";
import type { DatabaseSchema } from "./tables.ts";

/** The site's database: the engine (db/) holding every feature's tables (tables.ts). */
export type SiteDatabase = Database<DatabaseSchema>;

/**
 * Opens the site's database and runs every feature's migrations it has not run yet.
 *
 * @example const { db, close } = await openSiteDatabase({ sqlitePath: "./data/site.db" })
 */
export function openSiteDatabase(location: DatabaseLocation): Promise<SiteDatabase> {
  return openDatabase<DatabaseSchema>(location, migrations);
}
