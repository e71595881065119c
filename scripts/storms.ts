// `npm run storms -- import FILE...`: loads SPC daily storm report CSVs and NCEI Storm Events
// details files (gzipped or not) into the site's database, keeping the hail and wind
// reports inside the service area plus its margin (src/server/storms/import-storms.ts).
// `npm run storms -- fetch [--days N]`: downloads the last N days of SPC reports (7 by
// default) and the current NCEI year from STORM_SPC_URL and STORM_NCEI_URL, then imports them.
// Prints one line per file and goes on with the next when one is refused (a wrong kind, a
// truncated download that is not whole CSV); exits 1 at the end, naming each file that
// failed, when any was refused or could not be fetched.
import { basename } from "node:path";
import { loadConfigOrExit } from "../src/server/config/config.ts";
import { openSiteDatabase } from "../src/server/site-database.ts";
import { databaseLocation } from "../src/server/db/location.ts";
import { restrictNewFilesToOwner } from "../src/server/owner-only.ts";
import { fetchStormFiles } from "../src/server/storms/fetch-storms.ts";
import { importStormFile, type ImportCounts } from "../src/server/storms/import-storms.ts";

restrictNewFilesToOwner();

const USAGE = "Use: npm run storms -- import FILE...  |  npm run storms -- fetch [--days N]";
const [command, ...args] = process.argv.slice(2);

function summary(counts: ImportCounts): string {
  return (
    `${counts.file}: ${counts.rows} rows, ${counts.added} added, ${counts.duplicates} already stored, ` +
    `${counts.superseded} preliminary replaced, ${counts.outsideArea} outside the area, ` +
    `${counts.malformed.length} malformed`
  );
}

if (command !== "import" && command !== "fetch") {
  console.error(USAGE);
  process.exit(2);
}
const days = command === "fetch" ? daysArgument(args) : 0;
if (command === "import" && args.length === 0) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await openSiteDatabase(databaseLocation(config)).catch((error: unknown) => {
  console.error(`Could not open the database: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
const failed: string[] = [];
try {
  let files = args;
  if (command === "fetch") {
    const fetched = await fetchStormFiles(config.storms, days, new Date());
    for (const failure of fetched.failures) console.error(failure);
    failed.push(...fetched.failed);
    files = fetched.files;
  }
  for (const file of files) {
    const outcome = await importStormFile(database.db, file, new Date()).catch(
      (error: unknown) => ({
        ok: false as const,
        refusal: `${basename(file)}: not imported (${error instanceof Error ? error.message : error})`,
      }),
    );
    if (!outcome.ok) {
      console.error(outcome.refusal);
      failed.push(basename(file));
      continue;
    }
    console.log(summary(outcome.counts));
    for (const row of outcome.counts.malformed) {
      console.log(`  line ${row.line} skipped: ${row.reason}`);
    }
  }
} finally {
  await database.close();
}
if (failed.length) console.error(`${failed.length} failed: ${failed.join(", ")}`);
process.exit(failed.length ? 1 : 0);

function daysArgument(rest: string[]): number {
  const at = rest.indexOf("--days");
  if (at === -1) return 7;
  const value = Number(rest[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 60) {
    console.error("--days takes a whole number of days from 1 to 60");
    process.exit(2);
  }
  return value;
}
