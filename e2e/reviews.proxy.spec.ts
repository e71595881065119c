import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { waitFor } from "../src/test-support/wait-for.ts";
import { axeViolations, watchPageErrors } from "./support/page-checks";
import { pgQuery } from "./support/postgres";
import type { TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { quoteFields } from "./support/quote-post";
import {
  completeJob as completeJobAt,
  linkIn,
  OFFICE,
  PLACE_ID,
  reviewMailFor as reviewMailForIn,
  reviewMailsTo as reviewMailsToIn,
  startReviewTopology,
  type ReviewTopology,
} from "./support/review-topology";
import type { TestMailbox } from "./support/smtp";
import { QUOTE_ACTION_PATH } from "../src/lib/public-routes";

/*
 * Proof from real jobs, in the topology the README deploys: two instances on one Postgres
 * behind nginx with TLS, a real SMTP server. Staff mark a job completed; the homeowner's
 * review email arrives once, and each of its links works in a browser, with JavaScript
 * and without: the review redirect, private feedback (which reaches the office), consent
 * given and withdrawn, and the unsubscribe, both the page's button and a mail client's
 * one-click POST (RFC 8058) with no Origin.
 */
test.describe.configure({ mode: "serial" });

let topology: ReviewTopology;
let mailbox: TestMailbox;
let databaseUrl: string;
let nginx: TlsProxy;

test.beforeAll(async () => {
  topology = await startReviewTopology("reviews");
  ({ mailbox, databaseUrl, nginx } = topology);
});

test.afterAll(async () => {
  await topology?.stop();
});

/** A quote sent through nginx from its own address; returns its reference. */
async function sendQuote(email: string, client: string): Promise<string> {
  const visitor = visitorAt(nginx, client);
  const sent = await visitor(QUOTE_ACTION_PATH, formPost(nginx, quoteFields({ email })));
  expect(sent.status, sent.body).toBe(200);
  const [lead] = await pgQuery<{ reference: string }>(
    databaseUrl,
    "SELECT reference FROM leads WHERE email = $1",
    email,
  );
  return lead!.reference;
}

const completeJob = (page: Page, reference: string) => completeJobAt(page, nginx, reference);
const reviewMailsTo = (email: string) => reviewMailsToIn(mailbox, email);
const reviewMailFor = (email: string) => reviewMailForIn(mailbox, email);

test("a finished job is asked once, and each link of its email works in the browser", async ({
  page,
}) => {
  const errors = await watchPageErrors(page);
  const email = "rowan.ellis@example.com";
  const reference = await sendQuote(email, "127.0.0.2");
  await completeJob(page, reference);
  const mail = await reviewMailFor(email);

  // One-click unsubscribe, as Gmail and Yahoo read it; the HTML has the same links.
  const unsubscribe = linkIn(mail, "unsubscribe");
  expect(mail.headers.get("list-unsubscribe")).toBe(`<${unsubscribe}>`);
  expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(unsubscribe.startsWith(`${nginx.origin}/reviews/unsubscribe/`)).toBe(true);

  // The review link records the click and sends the homeowner on to Google's form.
  const visitor = visitorAt(nginx, "127.0.0.3");
  const go = await visitor(new URL(linkIn(mail, "go")).pathname);
  expect(go.status).toBe(303);
  expect(go.headers.location).toBe(
    `https://search.google.com/local/writereview?placeid=${PLACE_ID}`,
  );

  // Every page of the email's links works as plain HTML: no script but the structured data.
  for (const segment of ["feedback", "consent", "withdraw", "unsubscribe"]) {
    const answer = await visitor(new URL(linkIn(mail, segment)).pathname);
    expect(answer.status, segment).toBe(200);
    expect(answer.body, segment).not.toMatch(/<script(?![^>]*application\/ld\+json)/i);
    expect(answer.headers["cache-control"], segment).toBe("no-store");
    expect(answer.headers["x-robots-tag"], segment).toContain("noindex");
  }

  // Private feedback: the office hears at once, with the words as typed.
  await page.goto(linkIn(mail, "feedback"));
  await expect(page.getByRole("heading", { name: "Tell us what went wrong" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const words = "The gutter on the garage side drips at the seam.\nAny weekday after 4 pm.";
  await page.getByLabel("What went wrong? *").fill(words);
  await page.getByRole("button", { name: "Send to the Office" }).click();
  await expect(
    page.getByRole("heading", { name: "Thank you. The office has your message." }),
  ).toBeVisible();
  const alert = await waitFor(
    () => mailbox.messages.find((message) => message.subject.startsWith("Private feedback")),
    "the office's feedback alert",
  );
  expect(alert.to).toBe(OFFICE);
  expect(alert.text.replace(/\r\n/g, "\n")).toContain(words);

  // Consent, given and withdrawn; each step says where it stands.
  await page.goto(linkIn(mail, "consent"));
  await expect(
    page.getByRole("heading", { name: "May we show your new roof on our website?" }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Yes, You May Show It" }).click();
  await expect(page.getByRole("heading", { name: "Thank you. You said yes." })).toBeVisible();
  await page.getByRole("link", { name: "Withdraw my permission" }).click();
  await expect(page.getByRole("heading", { name: "Withdraw your permission?" })).toBeVisible();
  await page.getByRole("button", { name: "Withdraw My Permission" }).click();
  await expect(
    page.getByRole("heading", { name: "Your roof is not shown on our website" }),
  ).toBeVisible();
  const [consent] = await pgQuery<{ client_address: string; withdrawn_at: string | null }>(
    databaseUrl,
    "SELECT client_address, withdrawn_at FROM photo_consents",
  );
  // The browser's address as nginx saw it, not a forwarded header's.
  expect(consent?.client_address).toBe("127.0.0.1");
  expect(consent?.withdrawn_at).not.toBeNull();

  // The office's lead page tells the story.
  await page.goto(`${nginx.origin}/admin/leads/${reference}`);
  const panel = page.getByRole("region", { name: "Review and photos" });
  await expect(panel).toContainText("Clicked");
  await expect(panel).toContainText(words.split("\n")[0]!);
  await expect(panel).toContainText("Withdrawn");
  await expect(page.getByRole("note").filter({ hasText: "sent private feedback" })).toBeVisible();

  // Both instances ran their minute's task by now or will: still one email to this job.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(reviewMailsTo(email)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a mail client's one-click POST unsubscribes through nginx, with no Origin, and the link's page says so", async ({
  page,
}) => {
  const email = "lee.park@example.com";
  const reference = await sendQuote(email, "127.0.0.4");
  await completeJob(page, reference);
  const mail = await reviewMailFor(email);
  const path = new URL(linkIn(mail, "unsubscribe")).pathname;
  const client = visitorAt(nginx, "127.0.0.5");
  const answer = await client(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect([answer.status, answer.body]).toEqual([200, "Unsubscribed from review emails."]);
  await page.goto(`${nginx.origin}${path}`);
  await expect(
    page.getByRole("heading", { name: "You will get no more review emails from us" }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // nginx's access log keeps the route, never the token.
  const token = path.split("/").at(-1)!;
  await waitFor(
    () =>
      readFileSync(nginx.accessLog, "utf8").includes("/reviews/unsubscribe/(token)")
        ? true
        : undefined,
    "the unsubscribe in nginx's access log",
  );
  expect(readFileSync(nginx.accessLog, "utf8")).not.toContain(token);
});

test("without JavaScript, feedback, consent and the unsubscribe button all work as plain forms", async ({
  browser,
}) => {
  const email = "harper.quinn@example.com";
  const reference = await sendQuote(email, "127.0.0.6");
  const staff = await browser.newPage();
  await completeJob(staff, reference);
  await staff.close();
  const mail = await reviewMailFor(email);
  const page = await noScriptPage(browser);

  await page.goto(linkIn(mail, "feedback"));
  // Bad input comes back with a message and what was typed, and changes nothing.
  await page.getByLabel("What went wrong? *").fill("Broken\u0001gutter");
  await page.getByRole("button", { name: "Send to the Office" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Not sent: Your message has a hidden control character, often left by copying and pasting. Please type it again.",
  );
  await page.getByLabel("What went wrong? *").fill("One shingle by the chimney looks lifted.");
  await page.getByRole("button", { name: "Send to the Office" }).click();
  await expect(
    page.getByRole("heading", { name: "Thank you. The office has your message." }),
  ).toBeVisible();

  await page.goto(linkIn(mail, "consent"));
  await page.getByRole("button", { name: "Yes, You May Show It" }).click();
  await expect(page.getByRole("heading", { name: "Thank you. You said yes." })).toBeVisible();

  await page.goto(linkIn(mail, "unsubscribe"));
  await expect(page.getByRole("heading", { name: "Stop review emails?" })).toBeVisible();
  await page.getByRole("button", { name: "Stop Review Emails" }).click();
  await expect(
    page.getByRole("heading", { name: "You will get no more review emails from us" }),
  ).toBeVisible();
  const [request] = await pgQuery<{ feedback_at: string | null; unsubscribed_at: string | null }>(
    databaseUrl,
    "SELECT r.feedback_at, r.unsubscribed_at FROM review_requests r JOIN leads l ON l.id = r.lead_id WHERE l.reference = $1",
    reference,
  );
  expect(request?.feedback_at).not.toBeNull();
  expect(request?.unsubscribed_at).not.toBeNull();
  await page.close();
});

test("a forged or cross-purpose token opens nothing and changes nothing", async () => {
  const visitor = visitorAt(nginx, "127.0.0.7");
  for (const path of [
    `/reviews/go/${"A".repeat(43)}`,
    `/reviews/feedback/${"A".repeat(43)}`,
    `/reviews/consent/${"x".repeat(300)}`,
    "/reviews/withdraw/not.a.token",
  ]) {
    const answer = await visitor(path);
    expect(answer.status, path).toBe(404);
  }
  const [mail] = reviewMailsTo("rowan.ellis@example.com");
  const feedbackToken = linkIn(mail!, "feedback").split("/").at(-1)!;
  // A feedback token is no unsubscribe link.
  const wrongPurpose = await visitor(`/reviews/unsubscribe/${feedbackToken}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(wrongPurpose.status).toBe(404);
  const [row] = await pgQuery<{ unsubscribed: number }>(
    databaseUrl,
    "SELECT COUNT(*)::int AS unsubscribed FROM review_requests WHERE unsubscribed_at IS NOT NULL",
  );
  // Lee's (one-click) and Harper's (the button) only.
  expect(row?.unsubscribed).toBe(2);
});

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true });
  return context.newPage();
}
