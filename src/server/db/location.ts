import { join } from "node:path";

/** The database file inside DATA_DIR; the server, the backup and the CLIs all open this. */
export const databasePathIn = (dataDir: string) => join(dataDir, "site.db");
