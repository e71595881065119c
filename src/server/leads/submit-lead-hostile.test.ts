// @vitest-environment node
import type { Db } from "../tables.ts";
import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../lib/quote-schema.ts";
import { textProblem } from "../../lib/text-rules.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { findLeadByReference } from "./lead-repo.ts";
import { messagesForLead } from "../mail/outbox-repo.ts";
import { RateLimiter } from "../spam/rate-limit.ts";
import { hostileText, quoteTextFields } from "../../test-support/hostile-text-support.ts";
import { submitLead } from "./submit-lead.ts";

/*
 * Every text field of a quote, visible or hidden, with what broke it on main (see
 * hostile-text-support.ts). Each request is either refused by the form's schema (the
 * action's 400) or stored as a clean lead: never an error from the database.
 */
/** A realistic request with every field the form can send filled in. */
const baseFields = (index: number): Record<string, string> => ({
  name: "Dana Whitfield",
  phone: "(502) 555-0199",
  email: "dana@example.com",
  address: "4127 Bardstown Rd, Louisville, KY 40218",
  serviceType: "repair",
  message: `Case ${index}: wind took shingles off the back slope.`,
  sourcePage: "/contact",
  referrer: "https://www.google.com/",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "storm",
  utm_term: "roof repair",
  utm_content: "ad-1",
  gclid: "Cj0KCQiA",
  idempotencyKey: `k9Qm2xT7pL4vW8r${String(index).padStart(3, "0")}`,
  website: "",
});

const cases = quoteTextFields.flatMap((field) =>
  Object.entries(hostileText).map(([label, payload]) => ({ field, label, payload })),
);

describe.each(engines)("a quote with hostile text on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("is refused or stored clean, for every field and every hostile value", async () => {
    const limiter = new RateLimiter(database.db, "quote", 600_000);
    const deps = {
      db: database.db,
      notifyTo: ["owner@ridgeline.example.com"],
      siteUrl: "https://www.ridgeline.example.com",
      countRequest: (address: string, trx: Db) => limiter.hit(address, Date.now(), trx),
      softLimit: 1000,
      hardLimit: 1000,
      minFillMs: 0,
    };
    const outcomes: string[] = [];
    for (const [index, { field, label, payload }] of cases.entries()) {
      const fields = baseFields(index);
      fields[field] = `${fields[field] ?? ""}${payload}`;
      const parsed = quoteRequestSchema.safeParse({ ...fields, consent: true, fillMs: 30_000 });
      if (!parsed.success) {
        outcomes.push(`${field} ${label}: refused`);
        continue;
      }
      const outcome = await submitLead(deps, parsed.data, { clientAddress: "203.0.113.7" });
      if (!outcome.ok) throw new Error(`${field} ${label}: ${outcome.reason}`);
      expect(outcome.duplicate, `${field} ${label}`).toBe(false);
      const lead = (await findLeadByReference(database.db, outcome.reference))!;
      const singleLines = [
        lead.name,
        lead.phone,
        lead.email,
        lead.address,
        lead.serviceType,
        lead.sourcePage,
        lead.idempotencyKey ?? "",
        ...Object.values(lead.attribution),
      ];
      for (const value of singleLines)
        expect(textProblem(value, "single-line"), `${field} ${label}: ${value}`).toBeNull();
      expect(textProblem(lead.message, "multi-line")).toBeNull();
      const notifications = (await messagesForLead(database.db, lead.id)).filter(
        (message) => message.kind === "notification",
      );
      // A filled honeypot is stored as spam and sends nothing.
      expect(notifications).toHaveLength(lead.spamReason === "honeypot" ? 0 : 1);
      for (const { text } of notifications)
        expect(text.match(/^Reference:/gm), `${field} ${label}`).toHaveLength(1);
      outcomes.push(`${field} ${label}: stored`);
    }
    // The visitor's fields refuse what they cannot hold; the hidden ones are cleaned.
    expect(outcomes).toContain("name NUL: refused");
    expect(outcomes).toContain("address CR/LF: refused");
    expect(outcomes).toContain("utm_source NUL: stored");
    expect(outcomes).toContain("referrer CR/LF: stored");
    expect(outcomes).toContain("sourcePage lone surrogate: stored");
    expect(outcomes).toContain("gclid 100 KB: stored");
    expect(outcomes).toHaveLength(cases.length);
  });
});
