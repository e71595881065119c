import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parseMail } from "../src/test-support/parse-mail.ts";
import { freePort } from "../src/test-support/ports.ts";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post.ts";

/*
 * A newcomer's `npm start` on the built site: the port they chose is where the emails and
 * staff links lead, a terminal shows the address in words, and stopping `npm start` stops
 * the server (no process left holding the port).
 */

interface Started {
  child: ChildProcess;
  output: () => string;
  url: string;
  dataDir: string;
}

async function npmStart(options: { terminal: boolean }): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "npm-start-"));
  // SITE_URL and SMTP_URL unset, as on a newcomer's machine: the site's address follows PORT.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "localhost" };
  env.DATA_DIR = dataDir;
  delete env.SITE_URL;
  delete env.SMTP_URL;
  // `script` gives npm a terminal; its own process group lets the test stop all of it.
  const child = options.terminal
    ? spawn("script", ["-qefc", "npm start", "/dev/null"], { env, detached: true })
    : spawn("npm", ["start"], { env });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 60_000 }).toContain('"server.listening"');
  return { child, output: () => output, url: `http://localhost:${port}`, dataDir };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

const answers = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => true,
    () => false,
  );

test.describe.configure({ timeout: 120_000 });

test("SIGTERM to npm start stops the server: the port is free and nothing is left running", async () => {
  const started = await npmStart({ terminal: false });
  expect(await answers(started.url)).toBe(true);
  started.child.kill("SIGTERM");
  await exited(started.child);
  await expect.poll(() => started.output(), { timeout: 15_000 }).toContain('"server.stopped"');
  expect(await answers(started.url)).toBe(false);
});

test("with PORT=…, the receipt's link leads to that port, and a terminal shows the address", async () => {
  const started = await npmStart({ terminal: true });
  try {
    // One plain line besides the JSON lines, with the address the newcomer opens.
    const plain = started
      .output()
      .split(/\r?\n/)
      .filter((line) => line.includes(started.url) && !line.startsWith("{"));
    expect(plain).toEqual([
      `The site is at ${started.url}, the staff inbox at ${started.url}/admin (Ctrl+C stops it)`,
    ]);

    const answer = await postQuote(started.url, quoteFields({ email: "newcomer@example.com" }));
    const reference = await referenceOf(answer);
    const mailDir = join(started.dataDir, "mail");
    // The receipt, once the drain has written it (the folder appears with the first email).
    const receipt = () => {
      const files = readdirSync(mailDir, { withFileTypes: true }).filter((e) => e.isFile());
      return files
        .map((entry) => parseMail(readFileSync(join(mailDir, entry.name), "utf8")))
        .find((mail) => mail.to.includes("newcomer@example.com") && mail.text.includes(reference));
    };
    await expect(async () => expect(receipt()).toBeDefined()).toPass({ timeout: 30_000 });
    expect(receipt()!.text).toContain(`${started.url}/add-photos/`);
  } finally {
    process.kill(-started.child.pid!, "SIGTERM");
    await exited(started.child);
  }
  expect(await answers(started.url)).toBe(false);
});
