import { expect, test } from "@playwright/test";
import { site } from "../src/config/site.ts";
import type { ReceivedMail } from "../src/test-support/parse-mail.ts";
import { pdfPageTexts } from "../src/test-support/pdf-text.ts";
import { waitFor } from "../src/test-support/wait-for.ts";
import { pgQuery } from "./support/postgres";
import type { TlsProxy } from "./support/proxy";
import { visitorAt } from "./support/proxy-client";
import { OFFICE, startReviewTopology, type ReviewTopology } from "./support/review-topology";
import { proposalSentThroughQuote, reviewTopologySite } from "./support/proposal-flow";

/*
 * A proposal's emails through the real mail path: two instances on one Postgres behind
 * nginx, their outbox drains and a real SMTP server. The office's sending is seeded through
 * its operation (as proposals.proxy.spec.ts does); the homeowner follows the link their
 * email carries, signs without JavaScript, and both they and the office get the signed PDF,
 * the same bytes as the download.
 */
test.describe.configure({ mode: "serial" });

let topology: ReviewTopology;
let nginx: TlsProxy;

test.beforeAll(async () => {
  topology = await startReviewTopology("proposal_mail");
  nginx = topology.nginx;
});

test.afterAll(async () => {
  await topology?.stop();
});

const HOMEOWNER = "jordan.avery@example.com";

/** The mails to `to` whose subject starts with `subject`, once there is one. */
const mailTo = (to: string, subject: string) =>
  waitFor(
    () =>
      topology.mailbox.messages.find(
        (mail) => mail.to.includes(to) && mail.subject.startsWith(subject),
      ),
    `an email to ${to}: ${subject}`,
  );

const pdfOf = (mail: ReceivedMail) => {
  expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
    {
      filename: expect.stringMatching(/^Q-[A-Z0-9]+-1-v1-signed\.pdf$/),
      contentType: "application/pdf",
    },
  ]);
  return mail.attachments[0]!.content;
};

/** A lead through the quote form from `email`, and a proposal the office sent it. */
async function sentTo(email: string, name: string) {
  return proposalSentThroughQuote(
    reviewTopologySite(topology),
    { email, name },
    { officeAlerts: OFFICE },
  );
}

/** The link in the homeowner's email. */
async function linkMailedTo(email: string): Promise<string> {
  const invitation = await mailTo(email, `Your roof proposal from ${site.name}`);
  const link = new RegExp(`${nginx.origin}/proposal/[\\w-]{20,}`).exec(invitation.text)?.[0];
  expect(link, "the proposal's link").toBeTruthy();
  return link!;
}

test("the homeowner's email opens the proposal; once signed, both they and the office get the PDF as stored", async ({
  browser,
}) => {
  const { reference, versionId } = await sentTo(HOMEOWNER, "Jordan Avery");

  // The homeowner's email, from the instances' drains through the SMTP server.
  const invitation = await mailTo(HOMEOWNER, `Your roof proposal from ${site.name}`);
  expect(invitation.to).toBe(HOMEOWNER);
  expect(invitation.subject).toBe(`Your roof proposal from ${site.name} (${reference}-1)`);
  expect(invitation.text).toContain("It sets out 2 options side by side");
  expect(invitation.text).toContain(site.phone.display);
  const link = new RegExp(`${nginx.origin}/proposal/[\\w-]{20,}`).exec(invitation.text)?.[0];
  expect(link, "the proposal's link").toBeTruthy();
  expect(invitation.html).toContain(`href="${link}"`);

  // The homeowner follows it, without JavaScript, and signs.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your roof proposal, Jordan Avery",
  );
  // The office hears of the first view.
  const opened = await mailTo(OFFICE, "Proposal opened:");
  expect(opened.subject).toBe(`Proposal opened: ${reference}-1`);
  expect(opened.replyTo).toContain(HOMEOWNER);

  await page.getByRole("radio", { name: /Better/ }).check();
  await page.getByRole("button", { name: "Update Total" }).click();
  await expect(page.getByRole("status")).toContainText("Total$19,500");
  await page.getByLabel("Type your full name to sign").fill("Jordan Avery");
  await page.getByRole("checkbox", { name: /I have read the disclosure/ }).check();
  await page.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signed. Thank you.");
  const pdfLink = page.getByRole("link", { name: "Download Your Signed Copy (PDF)" });
  const download = await visitorAt(nginx, "127.0.0.2")((await pdfLink.getAttribute("href"))!);
  expect(download.status).toBe(200);
  await context.close();

  // Both emails carry the PDF: the bytes of the download, which are the bytes stored.
  const copy = await mailTo(HOMEOWNER, `Your signed roof proposal from ${site.name}`);
  expect(copy.to).toBe(HOMEOWNER);
  expect(copy.text).toContain("You chose: Better.");
  expect(copy.text).toContain("Total $19,500, with a deposit of $1,950");
  const office = await mailTo(OFFICE, "Proposal signed:");
  expect(office.subject).toBe(`Proposal signed: ${reference}-1, $19,500`);
  const [stored] = await pgQuery<{ bytes: Buffer }>(
    topology.databaseUrl,
    "SELECT bytes FROM proposal_documents WHERE version_id = $1",
    versionId,
  );
  for (const mail of [copy, office]) {
    const attached = pdfOf(mail);
    expect(attached.equals(download.bytes)).toBe(true);
    expect(attached.equals(stored!.bytes)).toBe(true);
  }
  expect((await pdfPageTexts(pdfOf(copy))).join("\n")).toContain("Jordan Avery");

  // Each went out once, though two instances drain the outbox.
  const subjects = topology.mailbox.messages
    .filter((mail) => mail.subject.includes(`${reference}-1`))
    .map((mail) => mail.subject)
    .sort();
  expect(subjects).toEqual(
    [
      `Proposal opened: ${reference}-1`,
      `Proposal signed: ${reference}-1, $19,500`,
      `Your roof proposal from ${site.name} (${reference}-1)`,
      `Your signed roof proposal from ${site.name} (${reference}-1)`,
    ].sort(),
  );
});

test("a no reaches the office with its reason, escaped, and the homeowner gets nothing more", async ({
  browser,
}) => {
  const email = "casey.no@example.com";
  const { reference } = await sentTo(email, "Casey North");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(await linkMailedTo(email));
  await page.getByText("Not for you? Decline this proposal").click();
  const reason = 'Went with <b>metal</b> & "another" roofer.\nReference: Q-FAKE99';
  await page.getByLabel("What should we know? (optional)").fill(reason);
  await page.getByRole("button", { name: "Decline the Proposal" }).click();
  await expect(page.getByText("You declined this proposal").first()).toBeVisible();
  await context.close();

  const office = await mailTo(OFFICE, `Proposal declined: ${reference}-1`);
  // Its later line is indented: it cannot pass for a line of ours.
  expect(office.text.replaceAll("\r\n", "\n")).toContain(
    'Reason given: Went with <b>metal</b> & "another" roofer.\n  Reference: Q-FAKE99',
  );
  expect(office.html).toContain("Went with &lt;b&gt;metal&lt;/b&gt; &amp; &quot;another&quot;");
  expect(office.html).not.toContain("<b>metal");
  // The homeowner got the link, and nothing after their no.
  const about = topology.mailbox.messages.filter((mail) => mail.subject.includes(`${reference}-1`));
  expect(about.map((mail) => [mail.to, mail.subject])).toEqual([
    [email, `Your roof proposal from ${site.name} (${reference}-1)`],
    [OFFICE, `Proposal opened: ${reference}-1`],
    [OFFICE, `Proposal declined: ${reference}-1`],
  ]);
});
