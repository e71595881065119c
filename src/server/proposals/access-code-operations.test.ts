// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { insertTestProposal } from "../../test-support/proposal-fixtures.ts";
import { loadConfig } from "../config/config.ts";
import { markAttemptFailed, markSent } from "../mail/outbox-repo.ts";
import { memoryLogger } from "../log.ts";
import type { OperationParts } from "../operation-parts.ts";
import type { Db } from "../tables.ts";
import { accessCodeOperations } from "./access-code-operations.ts";
import { proposalTokenHash } from "./proposal-links.ts";
import { insertToken } from "./proposal-repo.ts";

/*
 * The access code through its operations, on both engines: a young link opens, an old one
 * only with a cookie a correct code gives; codes go to the address on file as HMACs, expire,
 * take five tries (five across two instances racing), are emailed once a minute and five
 * times a day, and work once.
 */

const SENT = "2026-11-01T15:00:00.000Z";
const OLD = new Date("2026-11-20T15:00:00.000Z");
const TOKEN = "Tk".repeat(21) + "A";
const OTHER_TOKEN = "Ot".repeat(21) + "B";
const CLIENT = { ipAddress: "203.0.113.9", userAgent: "Mozilla/5.0" };
const HOMEOWNER = "jordan.smith@example.com";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The operations as the runtime builds them, over `db`, at the time `clock` gives. */
function operationsOn(db: Db, clock: () => Date) {
  const dataDir = mkdtempSync(join(tmpdir(), "access-"));
  dirs.push(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: "access-code-test-secret-0123456789abcdef",
    SITE_URL: "https://www.ridgeline.test",
  });
  let woken = 0;
  const parts = {
    db,
    config,
    clock,
    log: memoryLogger(),
    wake: { mail: () => woken++, deliveries: () => undefined, reviews: () => undefined },
  } as unknown as OperationParts;
  return { access: accessCodeOperations(parts), woken: () => woken };
}

/** A lead with a sent version whose link is TOKEN (and OTHER_TOKEN for a second lead's). */
async function seed(db: Db, email = HOMEOWNER) {
  const versionIds: number[] = [];
  for (const [reference, token, address] of [
    ["Q-ACCESS1", TOKEN, email],
    ["Q-ACCESS2", OTHER_TOKEN, "other.owner@example.com"],
  ] as const) {
    const leadId = await insertTestLead(db, testLead(reference, { email: address }));
    const versionId = await insertTestProposal(db, { id: leadId, reference }, { now: SENT });
    await insertToken(db, { hash: proposalTokenHash(token), versionId, leadId, purpose: "view" });
    versionIds.push(versionId);
  }
  return versionIds;
}

const codeMails = (db: Db) =>
  db
    .selectFrom("outbox")
    .select(["kind", "recipients", "subject", "text_body"])
    .where("subject", "like", "Your code%")
    .orderBy("id")
    .execute();

/** The code in the newest email. */
async function newestMailedCode(db: Db): Promise<string> {
  const mails = await codeMails(db);
  return /\n(\d{6})\n/.exec(mails.at(-1)!.text_body)![1]!;
}

const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

describe.each(engines)("the access code on %s", (engine) => {
  const database = useTestDatabase(engine);
  /** Another instance's connection on Postgres; SQLite has one server, so the same database. */
  const secondInstanceDb = async () =>
    engine === "postgres" ? (await database.connect()).db : database.db;

  it("lets a young link open with nothing, and asks an old one for the code", async () => {
    await seed(database.db);
    let now = new Date("2026-11-14T15:00:00.000Z");
    const { access } = operationsOn(database.db, () => now);
    expect(await access.opens(TOKEN, [])).toBe(true);
    expect(await access.send(TOKEN, CLIENT)).toEqual({ ok: false, problem: "not-needed" });
    now = OLD;
    expect(await access.opens(TOKEN, [])).toBe(false);
    expect(await access.gate(TOKEN)).toMatchObject({
      needed: true,
      maskedEmail: "j•••@example.com",
      live: null,
      locked: false,
    });
    // A link that opens nothing is left to its route's 404.
    expect(await access.opens("Nope".repeat(8), [])).toBe(true);
    expect(await access.gate("Nope".repeat(8))).toBeUndefined();
  });

  it("emails a code to the address on file only, keeps only its HMAC, and opens the link with the cookie it gives", async () => {
    const [versionId] = await seed(database.db);
    let now = OLD;
    const { access, woken } = operationsOn(database.db, () => now);
    expect(await access.send(TOKEN, CLIENT)).toEqual({ ok: true });
    expect(woken()).toBe(1);
    const [mail] = await codeMails(database.db);
    expect(mail).toMatchObject({ kind: "proposal", recipients: JSON.stringify([HOMEOWNER]) });
    const code = await newestMailedCode(database.db);
    expect(mail!.subject).not.toContain(code);
    const rows = await database.db.selectFrom("proposal_access_codes").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(rows[0]).toMatchObject({ version_id: versionId, attempts: 0, used_at: null });
    expect(rows[0]!.expires_at).toBe(later(OLD, 15 * 60).toISOString());

    now = later(OLD, 30);
    const opened = await access.verify(TOKEN, code, CLIENT);
    if (!opened.ok) throw new Error(opened.problem);
    expect(opened.cookie.maxAgeSeconds).toBe(12 * 3600);
    expect(await access.opens(TOKEN, [opened.cookie.value])).toBe(true);
    expect(await access.opens(TOKEN, ["junk", opened.cookie.value])).toBe(true);
    // The cookie of one link opens no other.
    now = later(OLD, 31);
    expect(await access.opens(OTHER_TOKEN, [opened.cookie.value])).toBe(false);
    // Twelve hours on, the visit is over.
    now = later(OLD, 30 + 12 * 3600);
    expect(await access.opens(TOKEN, [opened.cookie.value])).toBe(false);

    // Used once: a replay is refused.
    expect(await access.verify(TOKEN, code, CLIENT)).toEqual({ ok: false, problem: "used" });
    const trail = await database.db
      .selectFrom("proposal_events")
      .select(["kind", "client_address", "identified_by"])
      .where("version_id", "=", versionId!)
      .orderBy("id")
      .execute();
    expect(trail).toEqual([
      {
        kind: "code-sent",
        client_address: "203.0.113.9",
        identified_by: "Code emailed to j•••@example.com",
      },
      {
        kind: "code-verified",
        client_address: "203.0.113.9",
        identified_by: "Code emailed to j•••@example.com, typed correctly",
      },
    ]);
  });

  it("tells where the code's email stands: on its way, refused by the mail server so far, then sent", async () => {
    await seed(database.db);
    const { access } = operationsOn(database.db, () => OLD);
    expect(await access.send(TOKEN, CLIENT)).toEqual({ ok: true });
    const mailOf = async () => (await access.gate(TOKEN))!.live!.mail;
    expect(await mailOf()).toBe("on-its-way");
    const [row] = await database.db
      .selectFrom("proposal_access_codes")
      .innerJoin("outbox", "outbox.id", "proposal_access_codes.outbox_id")
      .select(["outbox.id", "outbox.subject"])
      .execute();
    expect(row!.subject).toMatch(/^Your code/);

    await markAttemptFailed(database.db, row!.id, "421 try later", later(OLD, 120).toISOString());
    expect(await mailOf()).toBe("not-sent-yet");
    await markSent(database.db, row!.id, later(OLD, 120).toISOString());
    expect(await mailOf()).toBe("sent");
    await database.db.deleteFrom("outbox").where("id", "=", row!.id).execute();
    expect(await mailOf()).toBeNull();
  });

  it("takes five tries, then needs a new code; the right code after that opens nothing", async () => {
    await seed(database.db);
    let now = OLD;
    const { access } = operationsOn(database.db, () => now);
    await access.send(TOKEN, CLIENT);
    const code = await newestMailedCode(database.db);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt++)
      expect(await access.verify(TOKEN, wrong, CLIENT)).toEqual({ ok: false, problem: "wrong" });
    expect(await access.verify(TOKEN, code, CLIENT)).toEqual({ ok: false, problem: "locked" });
    expect(await access.gate(TOKEN)).toMatchObject({ live: null, locked: true });

    now = later(OLD, 61);
    expect(await access.send(TOKEN, CLIENT)).toEqual({ ok: true });
    const fresh = await newestMailedCode(database.db);
    // The old code stays dead; only the newest counts.
    if (fresh !== code)
      expect(await access.verify(TOKEN, code, CLIENT)).toEqual({ ok: false, problem: "wrong" });
    expect((await access.verify(TOKEN, fresh, CLIENT)).ok).toBe(true);
  });

  it("lets a code work for 15 minutes", async () => {
    await seed(database.db);
    let now = OLD;
    const { access } = operationsOn(database.db, () => now);
    await access.send(TOKEN, CLIENT);
    const code = await newestMailedCode(database.db);
    now = later(OLD, 15 * 60);
    expect(await access.verify(TOKEN, code, CLIENT)).toEqual({ ok: false, problem: "expired" });
  });

  it("emails one code a minute and five a day per version", async () => {
    await seed(database.db);
    let now = OLD;
    const { access } = operationsOn(database.db, () => now);
    expect(await access.send(TOKEN, CLIENT)).toEqual({ ok: true });
    now = later(OLD, 59);
    expect(await access.send(TOKEN, CLIENT)).toEqual({ ok: false, problem: "wait" });
    expect((await access.gate(TOKEN))?.nextSendAt).toBe(later(OLD, 60).toISOString());
    for (let minute = 1; minute <= 4; minute++) {
      now = later(OLD, minute * 61);
      expect(await access.send(TOKEN, CLIENT)).toEqual({ ok: true });
    }
    now = later(OLD, 10 * 61);
    expect(await access.send(TOKEN, CLIENT)).toEqual({ ok: false, problem: "day-limit" });
    expect(await access.gate(TOKEN)).toMatchObject({ dayLimitReached: true });
    expect(await codeMails(database.db)).toHaveLength(5);
    // A day after the first, one more.
    now = later(OLD, 24 * 3600 + 1);
    expect(await access.send(TOKEN, CLIENT)).toEqual({ ok: true });
  });

  it("sends no code when the lead has no address on file", async () => {
    await seed(database.db, "");
    const { access } = operationsOn(database.db, () => OLD);
    expect(await access.gate(TOKEN)).toMatchObject({ maskedEmail: null });
    expect(await access.send(TOKEN, CLIENT)).toEqual({ ok: false, problem: "no-email" });
    expect(await codeMails(database.db)).toHaveLength(0);
  });

  it("counts tries across two instances racing: eight wrong codes at once take five tries", async () => {
    await seed(database.db);
    const one = operationsOn(database.db, () => OLD).access;
    const two = operationsOn(await secondInstanceDb(), () => OLD).access;
    await one.send(TOKEN, CLIENT);
    const code = await newestMailedCode(database.db);
    const wrong = code === "000000" ? "111111" : "000000";
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 ? one : two).verify(TOKEN, wrong, CLIENT)),
    );
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.problem === "wrong")).toHaveLength(
      5,
    );
    const [row] = await database.db.selectFrom("proposal_access_codes").selectAll().execute();
    expect(row!.attempts).toBe(5);
    expect(await one.verify(TOKEN, code, CLIENT)).toEqual({ ok: false, problem: "locked" });
  });

  it("opens once for the right code sent twice at once through two instances, and emails one code for two presses", async () => {
    await seed(database.db);
    const one = operationsOn(database.db, () => OLD).access;
    const two = operationsOn(await secondInstanceDb(), () => OLD).access;
    const sends = await Promise.all([one.send(TOKEN, CLIENT), two.send(TOKEN, CLIENT)]);
    expect(sends.filter((sent) => sent.ok)).toHaveLength(1);
    expect(await codeMails(database.db)).toHaveLength(1);
    const code = await newestMailedCode(database.db);
    const checks = await Promise.all([
      one.verify(TOKEN, code, CLIENT),
      two.verify(TOKEN, code, CLIENT),
    ]);
    expect(checks.filter((check) => check.ok)).toHaveLength(1);
    expect(checks.find((check) => !check.ok)).toEqual({ ok: false, problem: "used" });
  });
});
