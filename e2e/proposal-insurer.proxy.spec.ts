import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { addBusinessDays, businessDayOf } from "../src/lib/proposals/business-days.ts";
import type { ProposalContent } from "../src/lib/proposals/proposal-model.ts";
import { axeViolations } from "./support/page-checks";
import { pgQuery } from "./support/postgres";
import type { TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import {
  OFFICE,
  signInStaff,
  startReviewTopology,
  type ReviewTopology,
} from "./support/review-topology";
import { startStandinBehind, type StripeStandin } from "./support/stripe-standin";
import {
  proposalSentThroughQuote,
  reviewTopologySite,
  signedOnPage,
} from "./support/proposal-flow";

/*
 * The insurer's written decision on a Kentucky insurance job, in the topology the README
 * deploys (two instances on one Postgres behind nginx with TLS, SMTP, Stripe played by the
 * loopback stand-in). Until the office records it, the homeowner's signed page holds the
 * deposit (KRS 367.626); staff record it on the proposal's page without JavaScript, and once
 * the five business days after the day it was received have passed (KRS 367.622) the page
 * offers "Pay the Deposit". The form refuses without a session, from another site, a day
 * after today, and a second record made at once on the other instance.
 *
 * Signing a sale with notices needs the seller's street address, which the demo identity
 * lacks: each proposal is signed as a plain sale, then given a Kentucky insurance sale's
 * facts, as proposal-deposit.proxy.spec.ts does. The first one's signing is moved a month
 * back, so a decision it received weeks ago has let its window close.
 */
test.describe.configure({ mode: "serial" });

const WEBHOOK_SECRET = "whsec_insurerEndToEnd0123456789abcdef";
const SHOTS = "/work/shots/insurer";
const DAY_LABEL = "Day the homeowner received the written decision";

let topology: ReviewTopology;
let nginx: TlsProxy;
let standin: StripeStandin;

test.beforeAll(async () => {
  standin = await startStandinBehind(() => nginx, WEBHOOK_SECRET);
  topology = await startReviewTopology("proposal_insurer", {
    STRIPE_SECRET_KEY: "sk_test_insurerEndToEnd0123",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standin.apiBase,
  });
  nginx = topology.nginx;
  mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await topology?.stop();
  await standin?.stop();
});

/** A lead through the quote form, a proposal sent and signed for it, as a Kentucky insurance job. */
async function signedInsuranceJob(email: string) {
  const { path, versionId } = await proposalSentThroughQuote(reviewTopologySite(topology), {
    email,
    name: "Jordan Avery",
  });
  await signedOnPage(nginx, path, "Jordan Avery");
  const [row] = await pgQuery<{ content: string }>(
    topology.databaseUrl,
    "SELECT content FROM proposal_versions WHERE id = $1",
    versionId,
  );
  const content = JSON.parse(row!.content) as ProposalContent;
  content.facts = { ...content.facts, state: "KY", paidByInsurance: true };
  await pgQuery(
    topology.databaseUrl,
    "UPDATE proposal_versions SET content = $1 WHERE id = $2",
    JSON.stringify(content),
    versionId,
  );
  return { path, versionId };
}

/**
 * Staff in a browser without JavaScript, with the session a sign-in made (the sign-in form
 * itself needs JavaScript; the proposal's page works without it).
 */
async function staffWithoutScript(browser: Browser) {
  const signing = await browser.newContext();
  await signInStaff(await signing.newPage(), nginx);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await signing.cookies());
  await signing.close();
  return { context, page: await context.newPage() };
}

const cookieHeader = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");

const decisionEvents = (versionId: number) =>
  pgQuery<{ actor: string; detail: string }>(
    topology.databaseUrl,
    "SELECT actor, detail FROM proposal_events WHERE version_id = $1 AND kind = 'insurer-decision' ORDER BY id",
    versionId,
  );

/** Screenshots `page` at a phone's and a laptop's width. */
async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test("staff record the insurer's decision without JavaScript, and the homeowner's page then offers the deposit", async ({
  browser,
}) => {
  const { path, versionId } = await signedInsuranceJob("claim.denied@example.com");
  // Signed a month ago; the denial reached the homeowner two business days later.
  const signedAt = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  await pgQuery(
    topology.databaseUrl,
    "UPDATE proposal_signatures SET signed_at = $1 WHERE version_id = $2",
    signedAt.toISOString(),
    versionId,
  );
  const receivedOn = addBusinessDays(businessDayOf(signedAt), 2, { saturdays: false });

  const homeowner = await browser.newContext({ javaScriptEnabled: false });
  const signedPage = await homeowner.newPage();
  await signedPage.goto(`${nginx.origin}${path}`);
  const deposit = signedPage.locator("#deposit");
  await expect(deposit).toContainText(
    "until your insurance company has decided your claim in writing",
  );
  await expect(signedPage.getByRole("button", { name: "Pay the Deposit" })).toHaveCount(0);
  await shoot(signedPage, "homeowner-before");

  const { context, page } = await staffWithoutScript(browser);
  await page.goto(`${nginx.origin}/admin/proposals/${versionId}`);
  const panel = page.getByRole("region", { name: "Insurance company's decision" });
  await expect(panel).toContainText("The deposit of $1,650 waits for the insurer's decision.");
  await expect(panel).toContainText("The day the letter or email reached the homeowner");
  await shoot(page, "staff-form-before");

  await panel.getByRole("radio", { name: "Denied", exact: true }).check();
  await panel.getByLabel(DAY_LABEL).fill(receivedOn);
  await panel.getByRole("button", { name: "Record the Decision" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The insurer's decision is recorded. The homeowner's time to cancel and deposit below follow it.",
  );
  const recorded = page.getByRole("region", { name: "Insurance company's decision" });
  await expect(recorded).toContainText(`Recorded by ${OFFICE} on`);
  // The day received was weeks ago: the window is said as over, the deposit as due.
  await expect(recorded).toContainText(
    "Under KRS 367.620 to 367.628 the homeowner's time to cancel ended at midnight at the end of",
  );
  await expect(recorded).toContainText(
    "The deposit of $1,650 may be taken now: the homeowner's page offers it.",
  );
  // Read only now: a correction is behind its own summary, with a reason to give.
  await expect(recorded.getByRole("button", { name: "Record the Decision" })).toHaveCount(0);
  await expect(recorded.getByText("Correct the Decision").first()).toBeVisible();
  await shoot(page, "staff-after");
  expect(await decisionEvents(versionId)).toEqual([
    {
      actor: `staff:${OFFICE}`,
      detail: JSON.stringify({ decision: "denied", stored: "denied", receivedOn }),
    },
  ]);
  const [columns] = await pgQuery<{ insurer_decision: string; insurer_decision_on: string }>(
    topology.databaseUrl,
    "SELECT insurer_decision, insurer_decision_on FROM proposal_versions WHERE id = $1",
    versionId,
  );
  expect(columns).toEqual({ insurer_decision: "denied", insurer_decision_on: receivedOn });

  await signedPage.reload();
  await expect(deposit).toContainText("You can pay your deposit of $1,650 now");
  await expect(signedPage.getByRole("button", { name: "Pay the Deposit" })).toBeVisible();
  await shoot(signedPage, "homeowner-after");

  // Both pages pass axe (which runs in the page, so with JavaScript).
  const withScript = await browser.newContext();
  await withScript.addCookies(await context.cookies());
  const axePage = await withScript.newPage();
  await axePage.goto(`${nginx.origin}${path}`);
  await expect(axePage.getByRole("button", { name: "Pay the Deposit" })).toBeVisible();
  expect(await axeViolations(axePage)).toEqual([]);
  await axePage.goto(`${nginx.origin}/admin/proposals/${versionId}`);
  await expect(axePage.getByText(`Recorded by ${OFFICE} on`)).toBeVisible();
  expect(await axeViolations(axePage)).toEqual([]);
  await withScript.close();
  await context.close();
  await homeowner.close();
});

test("the form refuses without a session, from another site, a day after today, and a second record made at once", async ({
  browser,
}) => {
  const { path, versionId } = await signedInsuranceJob("claim.raced@example.com");
  const { context } = await staffWithoutScript(browser);
  const cookie = await cookieHeader(context);
  const action = `/admin/proposals/${versionId}?_action=admin.recordInsurerDecision`;
  const today = businessDayOf(new Date());
  const form = (changes: Record<string, string> = {}) => ({
    versionId: String(versionId),
    expected: "none",
    decision: "denied",
    receivedOn: today,
    ...changes,
  });

  const anonymous = await visitorAt(nginx, "127.0.0.7")(action, formPost(nginx, form()));
  expect(anonymous.status).toBe(401);
  const staff = visitorAt(nginx, "127.0.0.6");
  const crossSite = await staff(
    action,
    formPost(nginx, form(), { Cookie: cookie, Origin: "https://evil.example" }),
  );
  expect(crossSite.status).toBe(403);
  const tomorrow = addBusinessDays(today, 1, { saturdays: true });
  const future = await staff(
    action,
    formPost(nginx, form({ receivedOn: tomorrow }), { Cookie: cookie }),
  );
  expect(future.status).toBe(400);
  expect(future.body).toContain("That day is after today.");
  const garbage = await staff(
    action,
    formPost(nginx, form({ decision: "<script>", receivedOn: "x".repeat(39) }), { Cookie: cookie }),
  );
  expect(garbage.status).toBe(400);
  const missing = await staff(
    `/admin/proposals/999999?_action=admin.recordInsurerDecision`,
    formPost(nginx, form({ versionId: "999999" }), { Cookie: cookie }),
  );
  expect(missing.status).toBe(404);
  expect(await decisionEvents(versionId)).toEqual([]);

  // Two staff (or a double press on two instances) at once: one record, the other refused.
  const answers = await Promise.all(
    topology.servers.map((server) =>
      fetch(`${server.url}${action}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          Cookie: cookie,
          Origin: nginx.origin,
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-Proto": "https",
          "X-Forwarded-Host": new URL(nginx.origin).host,
          "X-Forwarded-For": "127.0.0.6",
        },
        body: new URLSearchParams(form()).toString(),
      }),
    ),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
  expect(await decisionEvents(versionId)).toHaveLength(1);

  // Decided today: the homeowner's page names the day the deposit opens, no button yet.
  const page = await visitorAt(nginx, "127.0.0.8")(path);
  expect(page.body).toMatch(
    /You can pay your deposit of \$1,650 here from [A-Z][a-z]+ \d{1,2}, \d{4}\./,
  );
  expect(page.body).not.toContain("Pay the Deposit");
  await context.close();
});
