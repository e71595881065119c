// @vitest-environment node
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * A lead field is named where it is declared (lead-record.ts), where the form sends it
 * and where the server makes it; every view loops over the model. This counts the source
 * files that name a field, so a view that lists fields by hand again shows up here.
 * Tests and files only tests import ("Imported by tests only") do not count.
 */
const sources = globSync("src/**/*.{ts,tsx,astro}")
  .filter((file) => !/\.test\.tsx?$|\.d\.ts$/.test(file))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }))
  .filter(({ text }) => !text.slice(0, 400).includes("Imported by tests only"));

const filesNaming = (key: string) =>
  sources.filter(({ text }) => new RegExp(`\\b${key}\\b`).test(text)).map(({ file }) => file);

/** The most files a field only the form, the server and the model deal in may be named in. */
const MOST_FILES = 5;

describe("where a lead field is named", () => {
  it.each(["sourcePage"])("%s: in at most 5 source files", (key) => {
    const files = filesNaming(key);
    expect(files.length, files.join("\n")).toBeGreaterThan(0);
    expect(files.length, files.join("\n")).toBeLessThanOrEqual(MOST_FILES);
  });

  /*
   * These names are also wider concepts with behaviour of their own (the visitor's network
   * address for rate limits and sign-in, the spam decision, the service a page is about,
   * the site's consent sentence, which a client's copy also states as their consent record, the form's double-submit key that the island and the
   * no-JavaScript result page each make), so they are held at today's count rather than at 5.
   * Inspection booking (issue 21) added one file each: /book hands the visitor's address
   * to the lead it makes, judges the robots it books nothing for, books the inspection
   * service, and its form states the consent sentence. /estimate reads the visitor's
   * address (Astro.clientAddress) for its per-client limits, and the request's fingerprint
   * moved out of submit-lead.ts into request-parts.ts, naming the service there too.
   * The consent to show a finished roof (issue 35) records the visitor's address as the
   * quote's consent does: its page reads it, the review operations and repository store it.
   * The proposal page (issue 36) reads it for the signature's audit trail, which stores it
   * under its own name (ipAddress). The co-signer's page (issue 36) reads it for the
   * second signature's trail likewise.
   */
  it.each([
    ["clientAddress", 23],
    ["spamReason", 12],
    ["serviceType", 20],
    // 8: the client's copy (privacy/copy-contents.ts) names it to leave it out (issue 37).
    // 9: the deposit's checkout passes Stripe's own request option of that name (issue 36).
    ["idempotencyKey", 9],
    ["consentText", 8],
  ] as const)("%s: in no more files than today (%i)", (key, today) => {
    const files = filesNaming(key);
    expect(files.length, files.join("\n")).toBeLessThanOrEqual(today);
  });
});
