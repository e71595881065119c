import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

test.describe.configure({ mode: "serial" });

let site: SiteServer;
test.beforeAll(async () => {
  site = await startSiteServer();
});
test.afterAll(async () => {
  await site.stop();
});

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)),
    minLength: 1,
    maxLength: 20,
  }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE leads; --",
    "=cmd|' /C calc'!A0",
    "\u0000",
    "\r\nBcc: victim@example.com",
  ),
  fc.integer({ min: 5001, max: 60_000 }).map((length) => "x".repeat(length)),
);

/** A field that breaks at least one rule: wrong type, too long, hostile, missing. */
const brokenValue = fc.oneof(
  hostileString,
  fc.constant(""),
  fc.constantFrom("on", "true", "1e999", "-1", "NaN"),
);
const fieldNames = [
  "name",
  "phone",
  "email",
  "address",
  "serviceType",
  "message",
  "consent",
  "fillMs",
  "idempotencyKey",
  "sourcePage",
  "gclid",
];

/** A payload that must be refused: one required field broken, plus random noise. */
const hostilePayload = fc
  .record({
    broken: fc.constantFrom(
      "name",
      "phone",
      "email",
      "serviceType",
      "consent",
      "unknown",
      "missing",
    ),
    value: brokenValue,
    extra: fc.dictionary(fc.constantFrom(...fieldNames), hostileString, { maxKeys: 3 }),
  })
  .map(({ broken, value, extra }) => {
    const fields: Record<string, string> = { ...quoteFields(), ...extra };
    if (broken === "unknown") fields["isAdmin"] = value || "1";
    else if (broken === "missing")
      delete fields[["name", "phone", "email", "serviceType"][value.length % 4]!];
    else if (broken === "consent") delete fields["consent"];
    else if (broken === "serviceType") fields["serviceType"] = `x${value}`;
    else if (broken === "phone") fields["phone"] = value.replace(/\d/g, "").slice(0, 200) + "12";
    else if (broken === "email") fields["email"] = value.replace(/@/g, "") + "@";
    else fields[broken] = value.length > 120 ? value : `${value}\u0000`;
    return fields;
  });

async function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const response = await fetch(`${site.url}/_actions/quote.submit`, {
    method: "POST",
    body,
    headers: { Origin: site.url },
  });
  await response.arrayBuffer();
  return response.status;
}

test("thousands of malformed, oversized and hostile payloads: all refused with a 4xx, none stored, never a 5xx", async () => {
  test.setTimeout(180_000);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(hostilePayload, async (fields) => {
      const status = await post(fields);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      return status >= 400 && status < 500;
    }),
    { numRuns: 2500 },
  );

  // Raw bodies a form never sends: wrong content types, JSON, garbage, huge, no origin.
  const raw: Array<[RequestInit, string]> = [
    [
      {
        body: JSON.stringify(quoteFields()),
        headers: { "Content-Type": "application/json", Origin: site.url },
      },
      "json",
    ],
    [
      {
        body: "%%%%",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
      },
      "broken urlencoded",
    ],
    [
      {
        body: "not multipart",
        headers: { "Content-Type": "multipart/form-data; boundary=zzz", Origin: site.url },
      },
      "broken multipart",
    ],
    [
      {
        body: "a".repeat(3_000_000),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
      },
      "huge",
    ],
    [
      {
        body: new URLSearchParams(quoteFields()).toString(),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "http://evil.example",
        },
      },
      "cross-origin",
    ],
    [
      {
        body: new URLSearchParams(quoteFields()).toString(),
        headers: { "Content-Type": "text/plain", Origin: site.url },
      },
      "text/plain",
    ],
  ];
  for (const [init, label] of raw) {
    const response = await fetch(`${site.url}/_actions/quote.submit`, { method: "POST", ...init });
    expect(response.status, label).toBeGreaterThanOrEqual(400);
    expect(response.status, label).toBeLessThan(500);
  }

  expect(site.query<{ count: number }>("SELECT COUNT(*) AS count FROM leads")[0]?.count).toBe(0);
  expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
  expect(site.output()).not.toMatch(/"level":"error"/);
});
