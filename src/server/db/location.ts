import { join } from "node:path";
import type { DatabaseLocation } from "./database.ts";

/** The database file inside DATA_DIR; the server, the backup and the CLIs all open this. */
export const databasePathIn = (dataDir: string) => join(dataDir, "site.db");

/**
 * Where the configured database is: Postgres at DATABASE_URL when set, else SQLite in
 * DATA_DIR.
 */
export const databaseLocation = (config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseLocation => ({
  databaseUrl: config.databaseUrl,
  sqlitePath: databasePathIn(config.dataDir),
});
