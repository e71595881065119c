// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { quoteRequest } from "../../test-support/submit-test-support.ts";
import { fileTransport } from "../mail/transport.ts";
import { useTestRuntime } from "../../test-support/runtime-test-support.ts";
import { waitFor } from "../../test-support/wait-for.ts";

/*
 * Without SMTP every email is kept as an .eml file in DATA_DIR/mail: the office's copy of
 * the lead. Erasing a lead, on request or by LEAD_RETENTION_DAYS, removes those copies too,
 * or the privacy page's promise would hold only inside the database.
 */

const STAFF = { id: "staff-1", email: "office@ridgeline.example.com" };
const DAY_MS = 24 * 60 * 60 * 1000;

describe("an erased lead's email copies", () => {
  const startRuntime = useTestRuntime();

  /** A runtime with two leads, each with its notification and receipt written to disk. */
  async function twoLeadsMailed(environment: Record<string, string> = {}, now = new Date()) {
    let clock = now;
    const { runtime, dataDir } = await startRuntime(environment, () => clock);
    const references: string[] = [];
    for (const email of ["dana@example.com", "lee@example.com"]) {
      const outcome = await runtime.leads.submit(quoteRequest({ email, name: email }), {
        clientAddress: "203.0.113.7",
      });
      if (!outcome.ok) throw new Error(`Refused: ${outcome.reason}`);
      references.push(outcome.reference);
    }
    const mail = join(dataDir, "mail");
    await waitFor(
      () => (existsSync(mail) && readdirSync(mail).length === 4 ? true : undefined),
      "four emails on disk",
    );
    const moveTo = (later: Date) => (clock = later);
    return { runtime, references, mail, moveTo };
  }

  it("are removed when staff erase the lead, and the other lead's stay", async () => {
    const { runtime, references, mail } = await twoLeadsMailed();
    const [erased, kept] = references as [string, string];
    expect(await runtime.privacy.eraseLead(erased, erased, STAFF)).toBe("erased");
    expect(readdirSync(mail).sort()).toEqual(["000003-notification.eml", "000004-receipt.eml"]);
    for (const file of readdirSync(mail)) expect(file).toMatch(/^00000[34]-/);
    expect(kept).not.toBe(erased);
  });

  it("are removed when the retention rule erases the lead", async () => {
    // Now, not a fixed day: the drain sends what is due by the system clock.
    const now = new Date();
    const { runtime, mail, moveTo } = await twoLeadsMailed({ LEAD_RETENTION_DAYS: "30" }, now);
    moveTo(new Date(now.getTime() + 31 * DAY_MS));
    const result = await runtime.privacy.sweep();
    expect(result.leadsErased).toHaveLength(2);
    expect(readdirSync(mail)).toEqual([]);
  });
});

describe("erasing with the file transport", () => {
  it("keeps a file of the same name that holds another message", () => {
    const directory = mkdtempSync(join(tmpdir(), "mail-copies-"));
    try {
      const path = join(directory, "000007-receipt.eml");
      // A later message given the erased one's id (SQLite reuses a deleted last row's id).
      writeFileSync(path, "Message-ID: <later@www.example.com>\r\n\r\nSomeone else's receipt");
      const transport = fileTransport(directory);
      transport.eraseCopies?.([
        { id: 7, kind: "receipt", messageId: "<erased@www.example.com>" },
        { id: 8, kind: "notification", messageId: "<never-written@www.example.com>" },
      ]);
      expect(existsSync(path)).toBe(true);
      transport.eraseCopies?.([{ id: 7, kind: "receipt", messageId: "<later@www.example.com>" }]);
      expect(existsSync(path)).toBe(false);
      transport.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
