import { expect, test } from "@playwright/test";
import { freePort } from "../src/test-support/ports";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { startMailbox, type TestMailbox } from "./support/smtp";

test.describe.configure({ mode: "serial" });

const OFFICE = "office@contractor.example.com";
let mailbox: TestMailbox;
let site: SiteServer;

test.beforeAll(async () => {
  mailbox = await startMailbox(await freePort());
  site = await startSiteServer({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_NOTIFY_TO: OFFICE,
    QUOTE_MIN_FILL_SECONDS: "3",
  });
});

test.afterAll(async () => {
  await site.stop();
  await mailbox.stop();
});

const leadsFor = (email: string) =>
  site.query<{ reference: string; status: string; spam_reason: string | null }>(
    "SELECT * FROM leads WHERE email = ?",
    email,
  );
const mailsAbout = async (reference: string) => {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return mailbox.messages.filter((mail) => mail.raw.includes(reference));
};

test("a replayed request with the same idempotency key makes one lead with the same reference", async () => {
  const fields = quoteFields({
    email: "replay@example.com",
    idempotencyKey: "replay-key-0123456789abcdef",
  });
  const first = await referenceOf(await postQuote(site.url, fields));
  const second = await referenceOf(await postQuote(site.url, fields));
  expect(second).toBe(first);
  expect(leadsFor("replay@example.com")).toHaveLength(1);
  expect(await mailsAbout(first)).toHaveLength(2);
});

test("a filled honeypot looks like success to the bot, is stored as spam and sends no email", async () => {
  const response = await postQuote(
    site.url,
    quoteFields({ email: "bot@example.com", website: "http://spam.example" }),
  );
  expect(response.status).toBe(200);
  const reference = await referenceOf(response);
  expect(leadsFor("bot@example.com")).toMatchObject([
    { reference, status: "spam", spam_reason: "honeypot" },
  ]);
  expect(await mailsAbout(reference)).toHaveLength(0);
});

test("a form sent faster than a person could fill it reaches the office marked possible spam, and the visitor gets nothing", async () => {
  const response = await postQuote(
    site.url,
    quoteFields({ email: "fast@example.com", fillMs: "400" }),
  );
  const reference = await referenceOf(response);
  expect(leadsFor("fast@example.com")).toMatchObject([
    { reference, status: "spam", spam_reason: "too-fast" },
  ]);
  const mails = await mailsAbout(reference);
  expect(mails.map((mail) => mail.to)).toEqual([OFFICE]);
  expect(mails[0]?.subject).toMatch(/^Possible spam: /);
  expect(mails[0]?.text).toContain("faster than a person can fill it in");
});

test("a person taking normal time is never flagged", async () => {
  const reference = await referenceOf(
    await postQuote(site.url, quoteFields({ email: "person@example.com", fillMs: "48000" })),
  );
  expect(leadsFor("person@example.com")).toMatchObject([
    { reference, status: "new", spam_reason: null },
  ]);
  expect(await mailsAbout(reference)).toHaveLength(2);
});

test("one address sending too many requests is flagged, then refused", async () => {
  // A server of its own that allows 3 requests per address per 10 minutes and refuses after 12.
  const limited = await startSiteServer({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_NOTIFY_TO: OFFICE,
    QUOTE_RATE_LIMIT: "3",
  });
  try {
    const statuses: number[] = [];
    for (let index = 0; index < 14; index++) {
      statuses.push(
        (await postQuote(limited.url, quoteFields({ email: `flood-${index}@example.com` }))).status,
      );
    }
    expect(statuses).toEqual([...Array(12).fill(200), 429, 429]);
    const stored = limited.query<{ email: string; status: string }>(
      "SELECT email, status FROM leads ORDER BY id",
    );
    expect(stored.map((lead) => lead.status)).toEqual([
      ...Array(3).fill("new"),
      ...Array(9).fill("spam"),
    ]);
    expect(stored.map((lead) => lead.email)).not.toContain("flood-12@example.com");

    // The flagged nine still reach the office, marked, so a false positive costs a glance;
    // none of their addresses gets a receipt.
    const flagged = limited.query<{ reference: string }>(
      "SELECT reference FROM leads WHERE status = 'spam'",
    );
    await expect
      .poll(
        () =>
          flagged.flatMap(({ reference }) =>
            mailbox.messages.filter((mail) => mail.raw.includes(reference)),
          ).length,
      )
      .toBe(9);
    for (const { reference } of flagged) {
      const [mail, ...more] = mailbox.messages.filter((message) => message.raw.includes(reference));
      expect(more).toEqual([]);
      expect(mail?.subject).toMatch(/^Possible spam: /);
      expect(mail?.to).toBe(OFFICE);
    }
  } finally {
    await limited.stop();
  }
});
