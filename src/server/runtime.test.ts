// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { countLeads } from "./leads/lead-repo.ts";
import { quoteRequest } from "../test-support/submit-test-support.ts";
import { hasStaffAccount } from "./staff/staff-account-repo.ts";
import { useTestRuntime } from "../test-support/runtime-test-support.ts";
import { waitFor } from "../test-support/wait-for.ts";

const CLIENT = "203.0.113.7";
const PASSWORD = "correct horse battery staple";

describe("the runtime", () => {
  const startRuntime = useTestRuntime();
  let dataDir: string;

  async function start(environment: Record<string, string> = {}) {
    const started = await startRuntime(environment);
    dataDir = started.dataDir;
    return started;
  }

  it("stores a quote and has its own drain deliver the emails", async () => {
    const { runtime } = await start();
    const outcome = await runtime.leads.submit(quoteRequest({ email: "dana@example.com" }), {
      clientAddress: CLIENT,
    });
    if (!outcome.ok) throw new Error(`Refused: ${outcome.reason}`);
    expect(outcome).toMatchObject({ duplicate: false, spamReason: null });
    // No SMTP_URL: the drain writes each message into DATA_DIR/mail.
    const mail = join(dataDir, "mail");
    const files = await waitFor(() => {
      const names = existsSync(mail) ? readdirSync(mail).sort() : [];
      return names.length === 2 ? names : undefined;
    }, "the notification and the receipt");
    expect(files).toEqual(["000001-notification.eml", "000002-receipt.eml"]);
    expect(readFileSync(join(mail, "000001-notification.eml"), "utf8")).toContain(
      outcome.reference,
    );
  });

  it("answers a client over the hard limit with a plain refusal value and stores nothing", async () => {
    // The hard limit is four times QUOTE_RATE_LIMIT.
    const { runtime } = await start({ QUOTE_RATE_LIMIT: "1" });
    for (let index = 0; index < 4; index++) {
      const stored = await runtime.leads.submit(
        quoteRequest({ email: `person-${index}@example.com` }),
        {
          clientAddress: CLIENT,
        },
      );
      expect(stored.ok).toBe(true);
    }
    const refused = await runtime.leads.submit(quoteRequest({ email: "person-4@example.com" }), {
      clientAddress: CLIENT,
    });
    // Astro's bundle holds its own copy of the server's classes, so what crosses into it
    // must be recognisable by shape: a plain object, no prototype of ours.
    expect(refused).toStrictEqual({ ok: false, reason: "rate-limited" });
    expect(Object.getPrototypeOf(refused)).toBe(Object.prototype);
    expect(await countLeads(runtime.db)).toBe(4);
  });

  it("makes staff accounts through better-auth on the runtime's own database", async () => {
    const { runtime } = await start({ STAFF_EMAILS: "office@ridgeline.example.com" });
    await runtime.auth.api.createStaffAccount({
      body: { email: "office@ridgeline.example.com", password: PASSWORD },
    });
    expect(await hasStaffAccount(runtime.db, "office@ridgeline.example.com")).toBe(true);
    // Without AUTH_SECRET the session secret is made once into DATA_DIR, at start-up.
    expect(readFileSync(join(dataDir, "auth-secret"), "utf8").trim()).toHaveLength(43);
  });

  it("logs one start-up, and once closed holds no database and sends no more", async () => {
    const { runtime: started, log, close } = await start();
    expect(log.lines.filter((line) => line.event === "runtime.started")).toEqual([
      expect.objectContaining({ engine: "sqlite" }),
    ]);
    await close();
    await expect(sql`SELECT 1`.execute(started.db)).rejects.toThrow();
  });
});
