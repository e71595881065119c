// `npm run staff -- add EMAIL`: creates a staff account for the lead inbox; the password is
// typed at a prompt and never echoed (or read from the first line of piped input).
// `npm run staff -- list`: lists the accounts. `npm run staff -- remove EMAIL`: deletes one
// and ends its sessions. Only addresses in STAFF_EMAILS can have an account. With sign-up
// closed, this and an invitation from the inbox are the only ways an account comes to exist.
import { createInterface } from "node:readline";
import { createAuth } from "../src/server/staff/auth.ts";
import { resolveAuthSecret } from "../src/server/staff/secret.ts";
import { MIN_PASSWORD_LENGTH } from "../src/lib/staff-auth.ts";
import { loadConfigOrExit } from "../src/server/config/config.ts";
import { databaseLocation } from "../src/server/db/location.ts";
import { openSiteDatabase } from "../src/server/site-database.ts";
import {
  listStaffAccounts,
  removeStaffAccountByEmail,
} from "../src/server/staff/staff-account-repo.ts";
import { jsonLogger } from "../src/server/log.ts";
import { restrictNewFilesToOwner } from "../src/server/owner-only.ts";

restrictNewFilesToOwner();

const USAGE =
  "Use: npm run staff -- add EMAIL  |  npm run staff -- list  |  npm run staff -- remove EMAIL";

/** Reads a line from the terminal without showing it; from piped input, just the next line. */
async function readSecret(prompt: string, lines: AsyncIterator<string>): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const line = await lines.next();
    return line.done ? "" : line.value;
  }
  process.stdout.write(prompt);
  return await new Promise((resolve) => {
    let typed = "";
    input.setRawMode(true);
    input.resume();
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString("utf8")) {
        if (character === "\u0003") {
          process.stdout.write("\n");
          process.exit(130);
        } else if (character === "\r" || character === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        } else if (character === "\u007f" || character === "\b") {
          typed = typed.slice(0, -1);
        } else {
          typed += character;
        }
      }
    };
    input.on("data", onData);
  });
}

const [command, email = ""] = process.argv.slice(2);
const config = loadConfigOrExit();
const database = await openSiteDatabase(databaseLocation(config)).catch((error: unknown) => {
  console.error(`Could not open the database: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
const { db } = database;
const auth = createAuth({
  db,
  siteUrl: config.siteUrl,
  secret: resolveAuthSecret(config.dataDir, config.authSecret),
  staffEmails: config.staffEmails,
  log: jsonLogger((line) => process.stderr.write(line + "\n")),
});
let exitCode = 0;

if (command === "add" && email) {
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  const password = await readSecret(
    `Password for ${email} (at least ${MIN_PASSWORD_LENGTH} characters): `,
    lines,
  );
  const repeated = process.stdin.isTTY ? await readSecret("Type it again: ", lines) : password;
  if (password !== repeated) {
    console.error("The two passwords differ; nothing was created.");
    exitCode = 1;
  } else {
    try {
      const { user } = await auth.api.createStaffAccount({ body: { email, password } });
      console.log(
        `Created the staff account ${user.email}. It can sign in at ${config.siteUrl}/admin/sign-in`,
      );
    } catch (error) {
      console.error(`Not created: ${error instanceof Error ? error.message : String(error)}`);
      exitCode = 1;
    }
  }
} else if (command === "list") {
  const accounts = await listStaffAccounts(db);
  if (accounts.length === 0)
    console.log("No staff accounts yet. Create one with: npm run staff -- add EMAIL");
  for (const account of accounts)
    console.log(
      `${account.email}  created ${account.createdAt}  ${account.activeSessions} active session(s)`,
    );
} else if (command === "remove" && email) {
  const removed = await removeStaffAccountByEmail(db, email);
  console.log(
    removed ? `Removed ${email} and ended its sessions.` : `There is no account ${email}.`,
  );
  exitCode = removed ? 0 : 1;
} else {
  console.error(USAGE);
  exitCode = 2;
}
await database.close();
process.exit(exitCode);
