import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { postQuote, quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * Refused quote requests cost the client what accepted ones do: each counts toward its
 * quote limit, and each picture read toward its photo budget. Before, a client could post
 * eight 100-megapixel pictures 30 times without nearing either, and its next quote was
 * accepted.
 */
test.describe.configure({ mode: "serial" });

/** Soft limit 2, hard limit 8 quote requests per client in ten minutes. */
const RATE_LIMIT = 2;
const NO_SCRIPT_ENDPOINT = "/quote-request?_action=quote.submit";

let site: SiteServer;
test.beforeAll(async () => {
  site = await startSiteServer({ QUOTE_RATE_LIMIT: String(RATE_LIMIT) });
});
test.afterAll(async () => {
  await site.stop();
});

/** A flat-coloured PNG of 10,000 × 10,001 pixels: 1.3 MB, over the 100-megapixel cap. */
const hundredMegapixelPng = () =>
  sharp({ create: { width: 10_000, height: 10_001, channels: 3, background: "#b5462f" } })
    .png()
    .toBuffer();

async function postWithPhotos(fields: Record<string, string>, photo: Uint8Array, count: number) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (let index = 0; index < count; index++)
    body.append(
      "photos",
      new Blob([new Uint8Array(photo)], { type: "image/png" }),
      `roof-${index}.png`,
    );
  const response = await fetch(`${site.url}${NO_SCRIPT_ENDPOINT}`, {
    method: "POST",
    body,
    headers: { Origin: site.url },
  });
  return { status: response.status, text: await response.text() };
}

test("30 posts of eight 100-megapixel pictures spend the client's photo budget and quote limit", async () => {
  test.setTimeout(120_000);
  const bomb = await hundredMegapixelPng();
  const answers = [];
  for (let post = 0; post < 30; post++)
    answers.push(await postWithPhotos(quoteFields({ email: `bomb${post}@example.com` }), bomb, 8));

  expect(
    answers.map(({ status }) => status).filter((status) => status !== 400 && status !== 429),
  ).toEqual([]);
  expect(answers[0]?.text).toContain("too many pixels");
  // Reading the pictures spent the daily budget: later posts are refused before any is read.
  expect(answers.at(-1)?.text).toContain("as many photos as we can take today");

  // The next quote from that client, without photos, is over the limit; another's is not.
  const next = await postQuote(site.url, quoteFields({ email: "after@example.com" }));
  expect(next.status).toBe(429);
  const other = await postQuote(site.url, quoteFields({ email: "neighbour@example.com" }), {
    headers: { "X-Forwarded-For": "203.0.113.9" },
  });
  expect(other.status).toBe(200);
  await other.arrayBuffer();
  expect(
    site.query<{ count: number }>("SELECT COUNT(*) AS count FROM leads WHERE email LIKE 'bomb%'")[0]
      ?.count,
  ).toBe(0);
  expect(site.output()).not.toMatch(/"level":"error"/);
});

test("invalid requests count toward the limit as well", async () => {
  const client = { headers: { "X-Forwarded-For": "203.0.113.20" } };
  for (let attempt = 0; attempt < RATE_LIMIT * 4; attempt++) {
    const invalid = await postQuote(site.url, quoteFields({ email: "not-an-address" }), client);
    expect(invalid.status).toBe(400);
  }
  const valid = await postQuote(site.url, quoteFields({ email: "valid@example.com" }), client);
  expect(valid.status).toBe(429);
});

test("posts another site's page sends from the visitor's browser do not spend the visitor's limit", async () => {
  const visitor = "203.0.113.30";
  const evil = "https://evil.example";
  const attempts = [
    // A form on another site: the browser says so in Origin (and Sec-Fetch-Site).
    { Origin: evil, "Sec-Fetch-Site": "cross-site" },
    // A browser that sends Origin only.
    { Origin: evil },
    // A broken body from another site's fetch (no-cors may send multipart).
    {
      Origin: evil,
      "Sec-Fetch-Site": "cross-site",
      "Content-Type": "multipart/form-data; boundary=x",
    },
  ];
  for (let round = 0; round < RATE_LIMIT * 4; round++)
    for (const headers of attempts) {
      const response = await fetch(`${site.url}${NO_SCRIPT_ENDPOINT}`, {
        method: "POST",
        body: headers["Content-Type"] ? "--x\r\nbroken" : new URLSearchParams(quoteFields()),
        headers: { "X-Forwarded-For": visitor, ...headers },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      await response.arrayBuffer();
    }
  const own = await postQuote(site.url, quoteFields({ email: "real@example.com" }), {
    headers: { "X-Forwarded-For": visitor, "Sec-Fetch-Site": "same-origin" },
  });
  expect(own.status).toBe(200);
  await own.arrayBuffer();
  const [lead] = site.query<{ spam_reason: string | null }>(
    "SELECT spam_reason FROM leads WHERE email = 'real@example.com'",
  );
  expect(lead?.spam_reason).toBeNull();
});
