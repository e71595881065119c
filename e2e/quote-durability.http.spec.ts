import { expect, test } from "@playwright/test";
import { freePort } from "../src/test-support/ports";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer } from "./support/site-server";
import { startMailbox } from "./support/smtp";

test.describe.configure({ mode: "serial" });

test("SMTP down when the lead arrives: the visitor still succeeds and both emails go out once SMTP is back", async () => {
  const smtpPort = await freePort();
  const site = await startSiteServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  try {
    const response = await postQuote(site.url, quoteFields({ email: "smtp-down@example.com" }));
    expect(response.status).toBe(200);
    const reference = await referenceOf(response);
    expect(site.query("SELECT reference FROM leads WHERE reference = ?", reference)).toHaveLength(
      1,
    );

    // Let a few attempts fail against the closed port before SMTP comes up.
    await expect
      .poll(() =>
        site
          .query<{ attempts: number }>("SELECT attempts FROM outbox")
          .every((row) => row.attempts >= 1),
      )
      .toBe(true);
    const mailbox = await startMailbox(smtpPort);
    try {
      const mails = await mailbox.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(mails).toHaveLength(2);
      expect(mails.filter((mail) => mail.subject.includes(reference))).toHaveLength(2);
      expect(
        site.query<{ state: string }>("SELECT state FROM outbox").map((row) => row.state),
      ).toEqual(["sent", "sent"]);
    } finally {
      await mailbox.stop();
    }
  } finally {
    expect(await site.stop()).toBe(0);
  }
});

test("killed with SIGKILL right after acknowledging a batch: every lead survives and its emails are delivered", async () => {
  test.setTimeout(90_000);
  const smtpPort = await freePort();
  // SMTP is down at first so every message is still pending when the process dies. A
  // message caught mid-send would wait out its lease (minutes) before another process may
  // take it over; src/server/mail/drain-once.test.ts covers that case.
  const first = await startSiteServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_RETRY_BASE_SECONDS: "60",
  });
  const batch = Array.from({ length: 25 }, (_, index) =>
    quoteFields({ email: `batch-${index}@example.com`, name: `Batch Person ${index}` }),
  );
  const references = await Promise.all(
    batch.map(async (fields) => {
      const response = await postQuote(first.url, fields);
      expect(response.status).toBe(200);
      return referenceOf(response);
    }),
  );
  await expect
    .poll(
      () =>
        first.query<{ waiting: number }>(
          "SELECT COUNT(*) AS waiting FROM outbox WHERE attempts = 0 OR state = 'sending'",
        )[0]?.waiting,
    )
    .toBe(0);
  await first.kill();

  const mailbox = await startMailbox(smtpPort);
  const second = await startSiteServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, first.dataDir);
  try {
    const stored = second
      .query<{ reference: string }>("SELECT reference FROM leads")
      .map((row) => row.reference);
    expect(stored.sort()).toEqual([...references].sort());
    const mails = await mailbox.waitFor(references.length * 2, 30_000);
    for (const reference of references) {
      expect(
        mails.filter((mail) => mail.subject.includes(reference)),
        reference,
      ).toHaveLength(2);
    }
  } finally {
    await second.stop();
    await mailbox.stop();
  }
});
