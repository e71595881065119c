// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { consentText, site } from "../../config/site.ts";
import { quoteRequestSchema } from "../../lib/quote-schema.ts";
import { openDatabase, type Database } from "../db/connection.ts";
import { countLeads, findLeadByReference } from "../db/lead-repo.ts";
import { listMessages, messagesForLead, type OutboxMessage } from "../db/outbox-repo.ts";
import { RateLimiter } from "../spam/rate-limit.ts";
import { RECEIPTS_PER_ADDRESS_PER_DAY } from "./lead-emails.ts";
import {
  isRateLimited,
  RateLimitedError,
  submitLead,
  type SubmitDependencies,
} from "./submit-lead.ts";

const NOW = new Date("2025-06-14T15:30:00.000Z");
const MINUTE = 60_000;
const CLIENT = "203.0.113.7";
const notifyTo = ["owner@ridgeline.example.com"];

/** A request as the action receives it: validated by the form's own schema. */
function quoteRequest(fields: Record<string, unknown> = {}) {
  return quoteRequestSchema.parse({
    name: "Dana Whitfield",
    phone: "(502) 555-0199",
    email: "dana@example.com",
    address: "4127 Bardstown Rd, Louisville, KY 40218",
    serviceType: "repair",
    message: "Wind took shingles off the back slope.",
    consent: true,
    fillMs: 45_000,
    website: "",
    ...fields,
  });
}

let db: Database;
let deps: SubmitDependencies;

beforeEach(() => {
  db = openDatabase(":memory:");
  const limiter = new RateLimiter(10 * MINUTE);
  deps = {
    db,
    notifyTo,
    siteUrl: "https://www.ridgeline.example.com",
    countRequest: (address) => limiter.hit(address),
    softLimit: 5,
    hardLimit: 20,
    minFillMs: 3000,
  };
});

afterEach(() => db.close());

const allMessages = (): OutboxMessage[] =>
  listMessages(db, ["pending", "sending", "sent", "failed"]);

function storedLead(reference: string) {
  const lead = findLeadByReference(db, reference);
  if (!lead) throw new Error(`No lead stored with reference ${reference}`);
  return lead;
}

describe("submitLead with a valid request", () => {
  it("stores the lead with every field, the consent text, source page and attribution", () => {
    const request = quoteRequest({
      idempotencyKey: "k9Qm2xT7pL4vW8rZ",
      sourcePage: "/services/roof-repair",
      referrer: "https://www.google.com/",
      utm_source: "google",
      utm_campaign: "storm-repair",
      utm_term: "",
    });
    const result = submitLead(deps, request, { clientAddress: CLIENT, now: NOW });

    expect(result).toEqual({ reference: result.reference, duplicate: false, spamReason: null });
    expect(result.reference).toMatch(/^Q-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
    expect(countLeads(db)).toBe(1);
    expect(storedLead(result.reference)).toEqual({
      id: expect.any(Number),
      reference: result.reference,
      createdAt: NOW.toISOString(),
      name: "Dana Whitfield",
      phone: "(502) 555-0199",
      email: "dana@example.com",
      address: "4127 Bardstown Rd, Louisville, KY 40218",
      serviceType: "repair",
      message: "Wind took shingles off the back slope.",
      consentText,
      sourcePage: "/services/roof-repair",
      attribution: {
        referrer: "https://www.google.com/",
        utm_source: "google",
        utm_campaign: "storm-repair",
      },
      urgent: false,
      status: "new",
      spamReason: null,
      idempotencyKey: "k9Qm2xT7pL4vW8rZ",
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientAddress: CLIENT,
    });
    expect(consentText).toContain(site.name);
  });

  it("queues exactly two pending emails for the lead: the notification and the receipt", () => {
    const { reference } = submitLead(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
    const lead = storedLead(reference);

    const messages = allMessages();
    expect(messages).toHaveLength(2);
    expect(messagesForLead(db, lead.id)).toEqual(messages);
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
    // Message-IDs under the site's own host, one per message.
    for (const message of messages)
      expect(message.messageId).toMatch(/^<[0-9a-f-]{36}@www\.ridgeline\.example\.com>$/);
    expect(notification?.messageId).not.toBe(receipt?.messageId);
  });

  it("takes the source page from the Referer when the form did not say", () => {
    const { reference } = submitLead(deps, quoteRequest(), {
      clientAddress: CLIENT,
      refererPath: "/areas/jeffersontown",
      now: NOW,
    });
    expect(storedLead(reference).sourcePage).toBe("/areas/jeffersontown");

    const fromForm = submitLead(deps, quoteRequest({ sourcePage: "/contact", name: "Sam Ortiz" }), {
      clientAddress: CLIENT,
      refererPath: "/areas/jeffersontown",
      now: NOW,
    });
    expect(storedLead(fromForm.reference).sourcePage).toBe("/contact");
  });

  it("stores empty optional fields as empty, with no attribution", () => {
    const request = quoteRequestSchema.parse({
      name: "Sam Ortiz",
      phone: "812-555-0123",
      email: "sam@example.com",
      serviceType: "inspection",
      consent: true,
    });
    const { reference } = submitLead(deps, request, { clientAddress: CLIENT, now: NOW });
    expect(storedLead(reference)).toMatchObject({
      address: "",
      message: "",
      sourcePage: "",
      attribution: {},
      idempotencyKey: null,
    });
  });

  it("marks an emergency request urgent, and its notification too", () => {
    const { reference } = submitLead(deps, quoteRequest({ serviceType: "emergency" }), {
      clientAddress: CLIENT,
      now: NOW,
    });
    expect(storedLead(reference).urgent).toBe(true);
    expect(allMessages()[0]?.subject).toMatch(/^URGENT: Emergency Service request/);
  });

  it.each(["inspection", "repair", "replacement", "installation", "commercial"])(
    "does not mark a %s request urgent",
    (serviceType) => {
      const { reference } = submitLead(deps, quoteRequest({ serviceType }), {
        clientAddress: CLIENT,
        now: NOW,
      });
      expect(storedLead(reference).urgent).toBe(false);
    },
  );
});

describe("submitLead with a repeated request", () => {
  it("answers the same idempotency key with the same reference and stores one lead", () => {
    const key = "k9Qm2xT7pL4vW8rZ";
    const first = submitLead(deps, quoteRequest({ idempotencyKey: key }), {
      clientAddress: CLIENT,
      now: NOW,
    });
    // A retry an hour later, even with edited details, is still the same request.
    const retry = submitLead(
      deps,
      quoteRequest({ idempotencyKey: key, message: "Edited before the retry." }),
      { clientAddress: CLIENT, now: new Date(NOW.getTime() + 60 * MINUTE) },
    );
    expect(retry).toEqual({ reference: first.reference, duplicate: true, spamReason: null });
    expect(countLeads(db)).toBe(1);
    expect(allMessages()).toHaveLength(2);
  });

  it("treats the same content within 10 minutes as the same request, without a key", () => {
    const first = submitLead(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
    const again = submitLead(
      deps,
      quoteRequest({ email: "DANA@example.com", phone: "502.555.0199", name: "dana whitfield" }),
      { clientAddress: CLIENT, now: new Date(NOW.getTime() + 9 * MINUTE) },
    );
    expect(again).toEqual({ reference: first.reference, duplicate: true, spamReason: null });
    expect(countLeads(db)).toBe(1);
    expect(allMessages()).toHaveLength(2);
  });

  it("stores the same content again after 10 minutes as a new request", () => {
    const first = submitLead(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
    const later = submitLead(deps, quoteRequest(), {
      clientAddress: CLIENT,
      now: new Date(NOW.getTime() + 10 * MINUTE + 1),
    });
    expect(later.duplicate).toBe(false);
    expect(later.reference).not.toBe(first.reference);
    expect(countLeads(db)).toBe(2);
    expect(allMessages()).toHaveLength(4);
  });

  it("stores different content from the same person as a second request", () => {
    submitLead(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
    const second = submitLead(deps, quoteRequest({ serviceType: "inspection" }), {
      clientAddress: CLIENT,
      now: NOW,
    });
    expect(second.duplicate).toBe(false);
    expect(countLeads(db)).toBe(2);
  });

  it("does not count repeats against the visitor's rate limit", () => {
    deps.softLimit = 2;
    for (let click = 0; click < 5; click++)
      submitLead(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
    expect(countLeads(db)).toBe(1);

    // Only the first of those five counted, so a second real request is within the limit.
    const second = submitLead(deps, quoteRequest({ serviceType: "inspection" }), {
      clientAddress: CLIENT,
      now: NOW,
    });
    expect(second.spamReason).toBeNull();
    expect(storedLead(second.reference).status).toBe("new");
  });
});

describe("submitLead with spam", () => {
  /** The lead is stored as spam; the office hears of it, marked, and the visitor gets nothing. */
  function expectPossibleSpam(reference: string, reason: string, why: RegExp) {
    const lead = storedLead(reference);
    expect(lead).toMatchObject({ status: "spam", spamReason: reason });
    const messages = messagesForLead(db, lead.id);
    expect(messages.map((message) => [message.kind, message.recipients])).toEqual([
      ["notification", notifyTo],
    ]);
    expect(messages[0]?.subject).toMatch(/^Possible spam: Roof Repair request/);
    expect(messages[0]?.text).toMatch(why);
  }

  it("stores a filled-in honeypot as spam and sends nothing", () => {
    const result = submitLead(deps, quoteRequest({ website: "https://seo.example" }), {
      clientAddress: CLIENT,
      now: NOW,
    });
    expect(result.spamReason).toBe("honeypot");
    expect(storedLead(result.reference)).toMatchObject({ status: "spam", spamReason: "honeypot" });
    expect(allMessages()).toEqual([]);
  });

  it("stores a form sent too fast as spam and tells the office it may be spam, not the visitor", () => {
    const result = submitLead(deps, quoteRequest({ fillMs: 800 }), {
      clientAddress: CLIENT,
      now: NOW,
    });
    expect(result.spamReason).toBe("too-fast");
    expectPossibleSpam(result.reference, "too-fast", /faster than a person can fill it in/);
  });

  it("does not judge speed when the form was sent without JavaScript", () => {
    const result = submitLead(deps, quoteRequest({ fillMs: undefined }), {
      clientAddress: CLIENT,
      now: NOW,
    });
    expect(result.spamReason).toBeNull();
    expect(allMessages()).toHaveLength(2);
  });

  it("stores requests over the soft limit as spam, telling the office only", () => {
    deps.softLimit = 2;
    const results = ["inspection", "replacement", "repair"].map((serviceType, index) =>
      submitLead(deps, quoteRequest({ serviceType, email: `person-${index}@example.com` }), {
        clientAddress: CLIENT,
        now: NOW,
      }),
    );
    expect(results.map((result) => result.spamReason)).toEqual([null, null, "rate-limit"]);
    expectPossibleSpam(results[2]?.reference ?? "", "rate-limit", /same internet address/);
    expect(allMessages()).toHaveLength(5);
  });

  it("counts the limit per client address", () => {
    deps.softLimit = 1;
    submitLead(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW });
    const other = submitLead(deps, quoteRequest({ serviceType: "inspection" }), {
      clientAddress: "198.51.100.2",
      now: NOW,
    });
    expect(other.spamReason).toBeNull();
  });

  it("refuses a request over the hard limit and stores nothing", () => {
    deps.softLimit = 1;
    deps.hardLimit = 2;
    submitLead(deps, quoteRequest({ serviceType: "inspection" }), {
      clientAddress: CLIENT,
      now: NOW,
    });
    submitLead(deps, quoteRequest({ serviceType: "repair" }), { clientAddress: CLIENT, now: NOW });
    expect(countLeads(db)).toBe(2);
    const messagesBefore = allMessages();

    let thrown: unknown;
    try {
      submitLead(deps, quoteRequest({ serviceType: "replacement" }), {
        clientAddress: CLIENT,
        now: NOW,
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RateLimitedError);
    expect(isRateLimited(thrown)).toBe(true);
    expect(countLeads(db)).toBe(2);
    expect(allMessages()).toEqual(messagesBefore);
  });
});

describe("submitLead receipts to one address", () => {
  const HOUR = 60 * MINUTE;
  const kindsFor = (reference: string) =>
    messagesForLead(db, storedLead(reference).id).map((message) => message.kind);
  const submitAt = (now: Date, fields: Record<string, unknown>) =>
    submitLead(deps, quoteRequest(fields), { clientAddress: CLIENT, now }).reference;
  const services = ["inspection", "repair", "replacement", "installation", "commercial"];

  it(`sends at most ${RECEIPTS_PER_ADDRESS_PER_DAY} a day, in any letter case; the office still hears of every lead`, () => {
    deps.softLimit = 100;
    const emails = ["dana@example.com", "DANA@example.com", "Dana@Example.com", "dana@EXAMPLE.COM"];
    const references = emails.map((email, index) =>
      submitAt(new Date(NOW.getTime() + index * HOUR), { email, serviceType: services[index] }),
    );
    expect(references.map(kindsFor)).toEqual([
      ["notification", "receipt"],
      ["notification", "receipt"],
      ["notification", "receipt"],
      ["notification"],
    ]);
    expect(countLeads(db)).toBe(4);

    // Another address is not held back by Dana's.
    const other = submitAt(new Date(NOW.getTime() + 4 * HOUR), { email: "sam@example.com" });
    expect(kindsFor(other)).toEqual(["notification", "receipt"]);
  });

  it("counts a rolling 24 hours: a receipt goes again once the first is a day old", () => {
    deps.softLimit = 100;
    for (const [index, serviceType] of services.slice(0, 3).entries())
      submitAt(new Date(NOW.getTime() + index * MINUTE), { serviceType });
    const justInside = submitAt(new Date(NOW.getTime() + 24 * HOUR - 1), {
      serviceType: "installation",
    });
    const justAfter = submitAt(new Date(NOW.getTime() + 24 * HOUR), { serviceType: "commercial" });
    expect(kindsFor(justInside)).toEqual(["notification"]);
    expect(kindsFor(justAfter)).toEqual(["notification", "receipt"]);
  });
});

describe("submitLead atomicity", () => {
  it("stores no lead when its emails cannot be queued", () => {
    db.exec("DROP TABLE outbox");
    expect(() => submitLead(deps, quoteRequest(), { clientAddress: CLIENT, now: NOW })).toThrow(
      /no such table: outbox/,
    );
    expect(countLeads(db)).toBe(0);
  });

  it("rolls back the lead and the first email when the second cannot be queued", () => {
    db.exec(`CREATE TRIGGER receipt_fails BEFORE INSERT ON outbox WHEN NEW.kind = 'receipt'
             BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    const request = quoteRequest({ idempotencyKey: "k9Qm2xT7pL4vW8rZ" });
    expect(() => submitLead(deps, request, { clientAddress: CLIENT, now: NOW })).toThrow(
      /disk full/,
    );
    expect(countLeads(db)).toBe(0);
    expect(allMessages()).toEqual([]);

    // The failed transaction is closed: once the fault clears, the visitor's retry is stored.
    db.exec("DROP TRIGGER receipt_fails");
    const retry = submitLead(deps, request, { clientAddress: CLIENT, now: NOW });
    expect(retry.duplicate).toBe(false);
    expect(countLeads(db)).toBe(1);
    expect(allMessages()).toHaveLength(2);
  });
});
