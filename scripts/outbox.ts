// `npm run outbox`: shows the email outbox's messages not yet sent: pending, being sent, failed.
// `npm run outbox -- retry [ID ...]`: puts failed messages (all, or these) back in the queue;
// a running server sends them within a second.
import { loadConfigOrExit } from "../src/server/config/config.ts";
import { openSiteDatabase } from "../src/server/site-database.ts";
import { databaseLocation } from "../src/server/db/location.ts";
import { listMessages, retryFailed } from "../src/server/mail/outbox-repo.ts";
import { describeOutboxMessage } from "../src/server/mail/outbox-listing.ts";
import { restrictNewFilesToOwner } from "../src/server/owner-only.ts";

restrictNewFilesToOwner();

const [command = "list", ...rest] = process.argv.slice(2);
const config = loadConfigOrExit();
const database = await openSiteDatabase(databaseLocation(config)).catch((error: unknown) => {
  console.error(`Could not open the database: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
const { db } = database;
let exitCode = 0;

if (command === "retry") {
  const ids = rest.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
    console.error(
      `Message ids are whole numbers, e.g. npm run outbox -- retry 12 15 (got: ${rest.join(" ")})`,
    );
    exitCode = 2;
  } else {
    const count = await retryFailed(db, new Date().toISOString(), ids);
    console.log(`${count} failed message(s) queued again.`);
  }
} else if (command === "list") {
  const messages = await listMessages(db, ["pending", "sending", "failed"]);
  if (messages.length === 0) console.log("The outbox is empty: every message has been sent.");
  for (const message of messages) console.log(describeOutboxMessage(message));
} else {
  console.error(
    `Unknown command "${command}". Use: npm run outbox  |  npm run outbox -- retry [ID ...]`,
  );
  exitCode = 2;
}
await database.close();
process.exit(exitCode);
