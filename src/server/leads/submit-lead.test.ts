// @vitest-environment node
import { InsertQueryNode, type KyselyPlugin } from "kysely";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { consentText, site } from "../../config/site.ts";
import { quoteRequestSchema } from "../../lib/quote-schema.ts";
import type { Db } from "../tables.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import type * as LeadRepo from "./lead-repo.ts";
import { countLeads, findLeadByIdempotencyKey, findLeadByReference } from "./lead-repo.ts";
import { listMessages, messagesForLead, type OutboxMessage } from "../mail/outbox-repo.ts";
import {
  quoteRequest,
  submitStored,
  visitorTyped,
} from "../../test-support/submit-test-support.ts";
import { RateLimiter } from "../spam/rate-limit.ts";
import { RECEIPTS_PER_ADDRESS_PER_DAY } from "./lead-emails.ts";
import { homeownerPageUrl } from "../homeowner/homeowner-links.ts";
import type * as Reference from "./reference.ts";
import { newReference } from "./reference.ts";
import { submitLead, type SubmitDependencies, type SubmitOutcome } from "./submit-lead.ts";

vi.mock("./lead-repo.ts", async (original) => {
  const actual = await original<typeof LeadRepo>();
  return { ...actual, findLeadByIdempotencyKey: vi.fn(actual.findLeadByIdempotencyKey) };
});
vi.mock("./reference.ts", async (original) => {
  const actual = await original<typeof Reference>();
  return { ...actual, newReference: vi.fn(actual.newReference) };
});

const NOW = new Date("2025-06-14T15:30:00.000Z");
const MINUTE = 60_000;
const CLIENT = "203.0.113.7";
const notifyTo = ["owner@ridgeline.example.com"];
const HOMEOWNER_SECRET = "submit-test-homeowner-secret-0123456789";

/** submitLead for a request the rate limit lets through: what was stored. */
/** What one server instance on `db` passes submitLead: its own limiter on the shared table. */
function dependencies(db: Db): SubmitDependencies {
  const limiter = new RateLimiter(db, "quote", 10 * MINUTE);
  return {
    db,
    notifyTo,
    siteUrl: "https://www.ridgeline.example.com",
    homeownerSecret: HOMEOWNER_SECRET,
    countRequest: (address, trx) => limiter.hit(address, Date.now(), trx),
    softLimit: 5,
    hardLimit: 20,
    minFillMs: 3000,
  };
}

/**
 * A fault in the database: the `nth` insert into `table` fails with `message`, on either
 * engine, until cleared.
 */
function failingInsert(table: string, nth: number, message: string) {
  let inserts = 0;
  let active = true;
  const plugin: KyselyPlugin & { clear(): void } = {
    transformQuery({ node }) {
      if (active && InsertQueryNode.is(node) && node.into?.table.identifier.name === table) {
        inserts++;
        if (inserts === nth) throw new Error(message);
      }
      return node;
    },
    transformResult: async ({ result }) => result,
    clear: () => {
      active = false;
    },
  };
  return plugin;
}

describe.each(engines)("on %s", (engine) => {
  const database = useTestDatabase(engine);
  let deps: SubmitDependencies;

  beforeEach(() => {
    deps = dependencies(database.db);
  });

  const allMessages = (): Promise<OutboxMessage[]> =>
    listMessages(database.db, ["pending", "sending", "sent", "failed"]);

  async function storedLead(reference: string) {
    const lead = await findLeadByReference(database.db, reference);
    if (!lead) throw new Error(`No lead stored with reference ${reference}`);
    return lead;
  }

  describe("submitLead with a valid request", () => {
    it("stores the lead with every field, the consent text, source page and attribution", async () => {
      const request = quoteRequest({
        idempotencyKey: "k9Qm2xT7pL4vW8rZ",
        sourcePage: "/services/roof-repair",
        referrer: "https://www.google.com/",
        utm_source: "google",
        utm_campaign: "storm-repair",
        utm_term: "",
      });
      const result = await submitStored(deps, request, { clientAddress: CLIENT, now: NOW });

      expect(result).toEqual({
        ok: true,
        reference: result.reference,
        duplicate: false,
        spamReason: null,
      });
      expect(result.reference).toMatch(/^Q-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
      expect(await countLeads(database.db)).toBe(1);
      expect(await storedLead(result.reference)).toEqual({
        id: expect.any(Number),
        reference: result.reference,
        createdAt: NOW.toISOString(),
        ...visitorTyped,
        // No storm report is stored in this test: the lead's storm line is empty
        storm: "",
        consentText,
        sourcePage: "/services/roof-repair",
        attribution: {
          referrer: "https://www.google.com/",
          utm_source: "google",
          utm_campaign: "storm-repair",
        },
        estimate: null,
        urgent: false,
        status: "new",
        spamReason: null,
        idempotencyKey: "k9Qm2xT7pL4vW8rZ",
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        clientAddress: CLIENT,
        inspectionAt: null,
        jobCompletedOn: null,
      });
      expect(consentText).toContain(site.name);
    });

    it("queues exactly two pending emails for the lead: the notification and the receipt", async () => {
      const { reference } = await submitStored(deps, quoteRequest(), {
        clientAddress: CLIENT,
        now: NOW,
      });
      const lead = await storedLead(reference);

      const messages = await allMessages();
      expect(messages).toHaveLength(2);
      expect(await messagesForLead(database.db, lead.id)).toEqual(messages);
      const [notification, receipt] = messages;

      expect(notification).toMatchObject({
        kind: "notification",
        state: "pending",
        attempts: 0,
        recipients: notifyTo,
        replyTo: "dana@example.com",
        subject: `Roof Repair request in Louisville from Dana Whitfield (${reference})`,
        nextAttemptAt: NOW.toISOString(),
        lastError: null,
        sentAt: null,
      });
      expect(notification?.text).toContain("https://www.ridgeline.example.com");
      expect(receipt).toMatchObject({
        kind: "receipt",
        state: "pending",
        attempts: 0,
        recipients: ["dana@example.com"],
        replyTo: site.email,
        nextAttemptAt: NOW.toISOString(),
      });
      expect(receipt?.text).toContain(`Your reference number is ${reference}.`);
      // The receipt ends with the homeowner's own page; the office's copy does not carry it.
      const page = homeownerPageUrl(HOMEOWNER_SECRET, "https://www.ridgeline.example.com", lead);
      expect(receipt?.text).toContain(`\n${page}`);
      expect(receipt?.html).toContain(`<a href="${page}">your page</a>`);
      expect(notification?.text).not.toContain("/my/");
      // Message-IDs under the site's own host, one per message.
      for (const message of messages)
        expect(message.messageId).toMatch(/^<[0-9a-f-]{36}@www\.ridgeline\.example\.com>$/);
      expect(notification?.messageId).not.toBe(receipt?.messageId);
    });

    it("takes the source page from the Referer when the form did not say", async () => {
      const { reference } = await submitStored(deps, quoteRequest(), {
        clientAddress: CLIENT,
        refererPath: "/areas/jeffersontown",
        now: NOW,
      });
      expect((await storedLead(reference)).sourcePage).toBe("/areas/jeffersontown");

      const fromForm = await submitStored(
        deps,
        quoteRequest({ sourcePage: "/contact", name: "Sam Ortiz" }),
        {
          clientAddress: CLIENT,
          refererPath: "/areas/jeffersontown",
          now: NOW,
        },
      );
      expect((await storedLead(fromForm.reference)).sourcePage).toBe("/contact");
    });

    it("stores empty optional fields as empty, with no attribution", async () => {
      const request = quoteRequestSchema.parse({
        name: "Sam Ortiz",
        phone: "812-555-0123",
        email: "sam@example.com",
        serviceType: "inspection",
        consent: true,
      });
      const { reference } = await submitStored(deps, request, { clientAddress: CLIENT, now: NOW });
      expect(await storedLead(reference)).toMatchObject({
        address: "",
        message: "",
        sourcePage: "",
        attribution: {},
        idempotencyKey: null,
      });
    });

    it("marks an emergency request urgent, and its notification too", async () => {
      const { reference } = await submitStored(deps, quoteRequest({ serviceType: "emergency" }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      expect((await storedLead(reference)).urgent).toBe(true);
      expect((await allMessages())[0]?.subject).toMatch(/^URGENT: Emergency Service request/);
    });

    it.each(["inspection", "repair", "replacement", "installation", "commercial"])(
      "does not mark a %s request urgent",
      async (serviceType) => {
        const { reference } = await submitStored(deps, quoteRequest({ serviceType }), {
          clientAddress: CLIENT,
          now: NOW,
        });
        expect((await storedLead(reference)).urgent).toBe(false);
      },
    );
  });

  describe("submitLead with a repeated request", () => {
    it("answers the same idempotency key with the same reference and stores one lead", async () => {
      const key = "k9Qm2xT7pL4vW8rZ";
      const first = await submitStored(deps, quoteRequest({ idempotencyKey: key }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      // A retry an hour later, even with edited details, is still the same request.
      const retry = await submitStored(
        deps,
        quoteRequest({ idempotencyKey: key, message: "Edited before the retry." }),
        { clientAddress: CLIENT, now: new Date(NOW.getTime() + 60 * MINUTE) },
      );
      expect(retry).toEqual({
        ok: true,
        reference: first.reference,
        duplicate: true,
        spamReason: null,
      });
      expect(await countLeads(database.db)).toBe(1);
      expect(await allMessages()).toHaveLength(2);
    });

    it("treats the same content within 10 minutes as the same request, without a key", async () => {
      const first = await submitStored(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
      const again = await submitStored(
        deps,
        quoteRequest({ email: "DANA@example.com", phone: "502.555.0199", name: "dana whitfield" }),
        { clientAddress: CLIENT, now: new Date(NOW.getTime() + 9 * MINUTE) },
      );
      expect(again).toEqual({
        ok: true,
        reference: first.reference,
        duplicate: true,
        spamReason: null,
      });
      expect(await countLeads(database.db)).toBe(1);
      expect(await allMessages()).toHaveLength(2);
    });

    it("stores the same content again after 10 minutes as a new request", async () => {
      const first = await submitStored(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
      const later = await submitStored(deps, quoteRequest(), {
        clientAddress: CLIENT,
        now: new Date(NOW.getTime() + 10 * MINUTE + 1),
      });
      expect(later.duplicate).toBe(false);
      expect(later.reference).not.toBe(first.reference);
      expect(await countLeads(database.db)).toBe(2);
      expect(await allMessages()).toHaveLength(4);
    });

    it("stores different content from the same person as a second request", async () => {
      await submitStored(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
      const second = await submitStored(deps, quoteRequest({ serviceType: "inspection" }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      expect(second.duplicate).toBe(false);
      expect(await countLeads(database.db)).toBe(2);
    });

    it("does not count repeats against the visitor's rate limit", async () => {
      deps.softLimit = 2;
      for (let click = 0; click < 5; click++)
        await submitStored(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
      expect(await countLeads(database.db)).toBe(1);

      // Only the first of those five counted, so a second real request is within the limit.
      const second = await submitStored(deps, quoteRequest({ serviceType: "inspection" }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      expect(second.spamReason).toBeNull();
      expect((await storedLead(second.reference)).status).toBe("new");
    });
  });

  describe("submitLead with spam", () => {
    /** The lead is stored as spam; the office hears of it, marked, and the visitor gets nothing. */
    async function expectPossibleSpam(reference: string, reason: string, why: RegExp) {
      const lead = await storedLead(reference);
      expect(lead).toMatchObject({ status: "spam", spamReason: reason });
      const messages = await messagesForLead(database.db, lead.id);
      expect(messages.map((message) => [message.kind, message.recipients])).toEqual([
        ["notification", notifyTo],
      ]);
      expect(messages[0]?.subject).toMatch(/^Possible spam: Roof Repair request/);
      expect(messages[0]?.text).toMatch(why);
    }

    it("stores a filled-in honeypot as spam and sends nothing", async () => {
      const result = await submitStored(deps, quoteRequest({ website: "https://seo.example" }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      expect(result.spamReason).toBe("honeypot");
      expect(await storedLead(result.reference)).toMatchObject({
        status: "spam",
        spamReason: "honeypot",
      });
      expect(await allMessages()).toEqual([]);
    });

    it("stores a form sent too fast as spam and tells the office it may be spam, not the visitor", async () => {
      const result = await submitStored(deps, quoteRequest({ fillMs: 800 }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      expect(result.spamReason).toBe("too-fast");
      await expectPossibleSpam(result.reference, "too-fast", /faster than a person can fill it in/);
    });

    it("does not judge speed when the form was sent without JavaScript", async () => {
      const result = await submitStored(deps, quoteRequest({ fillMs: undefined }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      expect(result.spamReason).toBeNull();
      expect(await allMessages()).toHaveLength(2);
    });

    it("stores requests over the soft limit as spam, telling the office only", async () => {
      deps.softLimit = 2;
      const results = [];
      for (const [index, serviceType] of ["inspection", "replacement", "repair"].entries())
        results.push(
          await submitStored(
            deps,
            quoteRequest({ serviceType, email: `person-${index}@example.com` }),
            {
              clientAddress: CLIENT,
              now: NOW,
            },
          ),
        );
      expect(results.map((result) => result.spamReason)).toEqual([null, null, "rate-limit"]);
      await expectPossibleSpam(results[2]?.reference ?? "", "rate-limit", /same internet address/);
      expect(await allMessages()).toHaveLength(5);
    });

    it("counts the limit per client address", async () => {
      deps.softLimit = 1;
      await submitStored(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
      const other = await submitStored(deps, quoteRequest({ serviceType: "inspection" }), {
        clientAddress: "198.51.100.2",
        now: NOW,
      });
      expect(other.spamReason).toBeNull();
    });

    it("refuses a request over the hard limit and stores nothing", async () => {
      deps.softLimit = 1;
      deps.hardLimit = 2;
      await submitStored(deps, quoteRequest({ serviceType: "inspection" }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      await submitStored(deps, quoteRequest({ serviceType: "repair" }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      expect(await countLeads(database.db)).toBe(2);
      const messagesBefore = await allMessages();

      const refused = await submitLead(deps, quoteRequest({ serviceType: "replacement" }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      // A plain value, not an error class: Astro's bundle, which holds its own copy of
      // this module, tells it apart by `ok` alone.
      expect(refused).toStrictEqual({ ok: false, reason: "rate-limited" });
      expect(await countLeads(database.db)).toBe(2);
      expect(await allMessages()).toEqual(messagesBefore);
    });
  });

  describe("submitLead receipts to one address", () => {
    const HOUR = 60 * MINUTE;
    const kindsFor = async (reference: string) =>
      (await messagesForLead(database.db, (await storedLead(reference)).id)).map(
        (message) => message.kind,
      );
    const submitAt = async (now: Date, fields: Record<string, unknown>) =>
      (await submitStored(deps, quoteRequest(fields), { clientAddress: CLIENT, now })).reference;
    const services = ["inspection", "repair", "replacement", "installation", "commercial"];

    it(`sends at most ${RECEIPTS_PER_ADDRESS_PER_DAY} a day, in any letter case; the office still hears of every lead`, async () => {
      deps.softLimit = 100;
      const emails = [
        "dana@example.com",
        "DANA@example.com",
        "Dana@Example.com",
        "dana@EXAMPLE.COM",
      ];
      const references = [];
      for (const [index, email] of emails.entries())
        references.push(
          await submitAt(new Date(NOW.getTime() + index * HOUR), {
            email,
            serviceType: services[index],
          }),
        );
      expect(await Promise.all(references.map(kindsFor))).toEqual([
        ["notification", "receipt"],
        ["notification", "receipt"],
        ["notification", "receipt"],
        ["notification"],
      ]);
      expect(await countLeads(database.db)).toBe(4);

      // Another address is not held back by Dana's.
      const other = await submitAt(new Date(NOW.getTime() + 4 * HOUR), {
        email: "sam@example.com",
      });
      expect(await kindsFor(other)).toEqual(["notification", "receipt"]);
    });

    it("counts a rolling 24 hours: a receipt goes again once the first is a day old", async () => {
      deps.softLimit = 100;
      for (const [index, serviceType] of services.slice(0, 3).entries())
        await submitAt(new Date(NOW.getTime() + index * MINUTE), { serviceType });
      const justInside = await submitAt(new Date(NOW.getTime() + 24 * HOUR - 1), {
        serviceType: "installation",
      });
      const justAfter = await submitAt(new Date(NOW.getTime() + 24 * HOUR), {
        serviceType: "commercial",
      });
      expect(await kindsFor(justInside)).toEqual(["notification"]);
      expect(await kindsFor(justAfter)).toEqual(["notification", "receipt"]);
    });
  });

  describe("submitLead atomicity", () => {
    it("stores no lead when its emails cannot be queued", async () => {
      deps.db = database.db.withPlugin(failingInsert("outbox", 1, "no room in the outbox"));
      await expect(
        submitStored(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW }),
      ).rejects.toThrow(/no room in the outbox/);
      expect(await countLeads(database.db)).toBe(0);
    });

    it("rolls back the lead and its add-photos link when its emails cannot be queued", async () => {
      // The lead and the link are written by then; the two emails go in one insert.
      const fault = failingInsert("outbox", 1, "disk full");
      deps.db = database.db.withPlugin(fault);
      const request = quoteRequest({ idempotencyKey: "k9Qm2xT7pL4vW8rZ" });
      await expect(
        submitStored(deps, request, { clientAddress: CLIENT, now: NOW }),
      ).rejects.toThrow(/disk full/);
      expect(await countLeads(database.db)).toBe(0);
      expect(await allMessages()).toEqual([]);
      expect(await database.db.selectFrom("photo_links").selectAll().execute()).toEqual([]);

      // The failed transaction is closed: once the fault clears, the visitor's retry is stored.
      fault.clear();
      const retry = await submitStored(deps, request, { clientAddress: CLIENT, now: NOW });
      expect(retry.duplicate).toBe(false);
      expect(await countLeads(database.db)).toBe(1);
      expect(await allMessages()).toHaveLength(2);
    });

    it("gives a lead whose reference is taken another one, in a new transaction", async () => {
      const taken = await submitStored(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
      vi.mocked(newReference).mockReturnValueOnce(taken.reference);
      const second = await submitStored(deps, quoteRequest({ serviceType: "inspection" }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      expect(second.reference).not.toBe(taken.reference);
      expect(await countLeads(database.db)).toBe(2);
      expect(await allMessages()).toHaveLength(4);
    });
  });
});

describe.each(engines)("submitLead on several instances sharing %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("answers a retry that lands on another instance at the same time with the same reference", async () => {
    const instances = [database.db, (await database.connect()).db];
    const request = quoteRequest({ idempotencyKey: "k9Qm2xT7pL4vW8rZ" });
    const results = await Promise.all(
      instances.map((db) =>
        submitStored(dependencies(db), request, { clientAddress: CLIENT, now: NOW }),
      ),
    );
    expect(results[0]?.reference).toBe(results[1]?.reference);
    expect(results.map((result) => result.duplicate).sort()).toEqual([false, true]);
    expect(await countLeads(database.db)).toBe(1);
    expect(await listMessages(database.db, ["pending"])).toHaveLength(2);
  });

  it("answers the retry with the stored reference when the other instance stored it after the lookup", async () => {
    const other = (await database.connect()).db;
    const request = quoteRequest({ idempotencyKey: "k9Qm2xT7pL4vW8rZ" });
    const first = await submitStored(dependencies(database.db), request, {
      clientAddress: CLIENT,
      now: NOW,
    });
    // The retry (its details edited meanwhile) looked before the first instance committed:
    // its insert meets the key.
    vi.mocked(findLeadByIdempotencyKey).mockResolvedValueOnce(undefined);
    const edited = quoteRequest({ idempotencyKey: "k9Qm2xT7pL4vW8rZ", message: "Edited." });
    const retry = await submitStored(dependencies(other), edited, {
      clientAddress: CLIENT,
      now: NOW,
    });
    expect(retry).toEqual({
      ok: true,
      reference: first.reference,
      duplicate: true,
      spamReason: null,
    });
    expect(await countLeads(database.db)).toBe(1);
    expect(await listMessages(database.db, ["pending"])).toHaveLength(2);
  });

  it.each([2, 4])(
    "makes one lead of %i identical requests without a key, sent at once to several instances",
    async (copies) => {
      const instances = [database.db, (await database.connect()).db];
      const deliveries = {
        chatUrl: "https://chat.example/hook",
        webhookUrls: ["https://crm.example/a", "https://crm.example/b"],
        siteUrl: "https://www.ridgeline.example.com",
      };
      for (let round = 0; round < 3; round++) {
        const request = quoteRequest({ message: `Round ${round}: double click, no script.` });
        const results = await Promise.all(
          Array.from({ length: copies }, (_, copy) =>
            submitStored(
              { ...dependencies(instances[copy % instances.length]!), deliveries },
              request,
              { clientAddress: CLIENT, now: NOW },
            ),
          ),
        );
        expect(new Set(results.map((result) => result.reference)).size).toBe(1);
        expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
      }
      expect(await countLeads(database.db)).toBe(3);
      const messages = await listMessages(database.db, ["pending"]);
      expect(messages.filter((message) => message.kind === "notification")).toHaveLength(3);
      const queued = await database.db.selectFrom("deliveries").select("id").execute();
      // A chat alert and one event per webhook endpoint, for each of the three leads.
      expect(queued).toHaveLength(3 * 3);
    },
  );

  it("enforces one rate limit for all instances, not one each", async () => {
    const instances = [database.db, (await database.connect()).db, (await database.connect()).db];
    const results = [];
    for (let index = 0; index < 9; index++) {
      const db = instances[index % instances.length]!;
      results.push(
        await submitLead(
          { ...dependencies(db), softLimit: 3, hardLimit: 6 },
          quoteRequest({ email: `person-${index}@example.com` }),
          { clientAddress: CLIENT, now: NOW },
        ),
      );
    }
    expect(
      results.map((result: SubmitOutcome) => (result.ok ? result.spamReason : result.reason)),
    ).toEqual([
      null,
      null,
      null,
      "rate-limit",
      "rate-limit",
      "rate-limit",
      "rate-limited",
      "rate-limited",
      "rate-limited",
    ]);
  });
});
