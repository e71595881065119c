// `npm run backup [-- DESTINATION.db]`: a consistent copy of the live database, taken with
// SQLite's online backup API, so the server keeps taking leads while it runs.
// Without a destination it writes DATA_DIR/backups/site-<UTC time>.db. With DATABASE_URL
// the data is in Postgres, which this cannot copy: it says to use pg_dump and exits 2.
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { loadConfigOrExit } from "../src/server/config/config.ts";
import { databasePathIn } from "../src/server/db/location.ts";
import { restrictNewFilesToOwner } from "../src/server/owner-only.ts";

restrictNewFilesToOwner();

const config = loadConfigOrExit();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set, so the data is in Postgres: back it up with pg_dump, e.g. pg_dump --format=custom --file=site.dump "$DATABASE_URL" (see the README).',
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const destination = resolve(process.argv[2] ?? join(config.dataDir, "backups", `site-${stamp}.db`));
mkdirSync(dirname(destination), { recursive: true });

const source = new DatabaseSync(databasePathIn(config.dataDir), { readOnly: true });
const pages = await backup(source, destination);
source.close();

const copy = new DatabaseSync(destination, { readOnly: true });
const check = copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string };
const leads = copy.prepare("SELECT COUNT(*) AS count FROM leads").get() as { count: number };
copy.close();
if (check.integrity_check !== "ok") {
  console.error(
    `Backup written to ${destination} but failed its integrity check: ${check.integrity_check}`,
  );
  process.exit(1);
}
console.log(`Backed up ${leads.count} leads (${pages} pages) to ${destination}`);
