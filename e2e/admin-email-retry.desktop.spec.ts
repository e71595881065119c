import { expect, test } from "@playwright/test";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { freePort } from "../src/test-support/ports";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer } from "./support/site-server";
import { startMailbox } from "./support/smtp";

test("a failed email shows its error on the lead's page, and staff can send it again", async ({
  page,
}) => {
  const smtpPort = await freePort();
  // SMTP is down and one attempt is all a message gets: both emails end up failed.
  const site = await startSiteServer({
    ...STAFF_ENV,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_MAX_ATTEMPTS: "1",
  });
  try {
    const reference = await referenceOf(await postQuote(site.url, quoteFields()));
    await expect
      .poll(() => site.query<{ state: string }>("SELECT state FROM outbox").map((row) => row.state))
      .toEqual(["failed", "failed"]);
    const cookie = await addStaffAccount(site, STAFF.office);
    const [name = "", value = ""] = cookie.split("=");
    await page.context().addCookies([{ name, value, url: site.url }]);

    await page.goto(`${site.url}/admin/leads/${reference}`);
    const emails = page.getByRole("region", { name: "Emails" });
    await expect(emails.getByText("Failed", { exact: true })).toHaveCount(2);
    await expect(emails).toContainText("ECONNREFUSED");

    const mailbox = await startMailbox(smtpPort);
    try {
      await emails
        .getByRole("listitem")
        .filter({ hasText: "Notification to the office" })
        .getByRole("button", { name: "Retry this email" })
        .click();
      await expect(page.getByRole("status")).toHaveText(/The email is queued/);
      const [mail] = await mailbox.waitFor(1);
      expect(mail?.subject).toContain(reference);
      await page.reload();
      await expect(emails.getByText(/^Sent /)).toHaveCount(1);
      await expect(emails.getByText("Failed", { exact: true })).toHaveCount(1);
      await expect(page.getByRole("region", { name: "History" })).toContainText(
        "Email (notification) queued again",
      );
    } finally {
      await mailbox.stop();
    }
  } finally {
    await site.stop();
  }
});
