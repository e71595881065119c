import { mkdirSync } from "node:fs";
import { expect, test, type Browser } from "@playwright/test";
import { site } from "../src/config/site.ts";
import type { ProposalContent } from "../src/lib/proposals/proposal-model.ts";
import { waitFor } from "../src/test-support/wait-for.ts";
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
import { proposalSentThroughQuote, reviewTopologySite } from "./support/proposal-flow";

/*
 * Cancelling a signed proposal from its confirmation page, in the topology the README
 * deploys (two instances on one Postgres behind nginx with TLS, a real SMTP server): a sale
 * made at the home (the FTC's Cooling-Off Rule, 16 CFR 429) is cancelled without JavaScript
 * within its window; the homeowner and the office get their emails and the staff page shows
 * it cancelled. Two instances cancelling at once make one cancellation; after the window
 * the panel is gone and a post gets 409; other tokens get 404 and change nothing.
 *
 * Signing a sale with notices needs the seller's street address, which the demo identity in
 * config/site.ts lacks: each proposal is signed as a plain sale, then given the facts of a
 * sale made at the home, as proposal-deposit.proxy.spec.ts does for Kentucky.
 */
test.describe.configure({ mode: "serial" });

let topology: ReviewTopology;
let nginx: TlsProxy;
const SHOTS = "/work/shots/cancel";

test.beforeAll(async () => {
  topology = await startReviewTopology("proposal_cancel");
  nginx = topology.nginx;
  mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await topology?.stop();
});

const mailTo = (to: string, subject: string) =>
  waitFor(
    () =>
      topology.mailbox.messages.find(
        (mail) => mail.to.includes(to) && mail.subject.startsWith(subject),
      ),
    `an email to ${to}: ${subject}`,
  );

/** A lead through the quote form from `email`, and a proposal sent to it; its link's path. */
async function sentTo(email: string) {
  return proposalSentThroughQuote(
    reviewTopologySite(topology),
    { email, name: "Jordan Avery" },
    { officeAlerts: OFFICE },
  );
}

/** Signs option-1 with a plain form post, then gives the version a sale made at the home. */
async function signedAtHome(email: string) {
  const sent = await sentTo(email);
  const visitor = visitorAt(nginx, "127.0.0.3");
  const shown = /name="shown" value="([0-9a-f]{64})"/.exec((await visitor(sent.path)).body)?.[1];
  const signed = await visitor(
    sent.path,
    formPost(nginx, {
      intent: "sign",
      option: "option-1",
      name: "Jordan Avery",
      consent: "on",
      shown: shown ?? "",
      "total-for": "?option=option-1",
    }),
  );
  expect(signed.status).toBe(303);
  const [row] = await pgQuery<{ content: string }>(
    topology.databaseUrl,
    "SELECT content FROM proposal_versions WHERE id = $1",
    sent.versionId,
  );
  const content = JSON.parse(row!.content) as ProposalContent;
  content.facts = { ...content.facts, soldAtHome: true };
  await pgQuery(
    topology.databaseUrl,
    "UPDATE proposal_versions SET content = $1 WHERE id = $2",
    JSON.stringify(content),
    sent.versionId,
  );
  return sent;
}

const versionState = async (versionId: number) => {
  const [row] = await pgQuery<{ status: string; cancelled_by: string | null }>(
    topology.databaseUrl,
    "SELECT status, cancelled_by FROM proposal_versions WHERE id = $1",
    versionId,
  );
  const events = await pgQuery<{ kind: string; actor: string; client_address: string | null }>(
    topology.databaseUrl,
    "SELECT kind, actor, client_address FROM proposal_events WHERE version_id = $1 AND kind = 'cancelled'",
    versionId,
  );
  return { ...row, cancelled: events };
};

const leadStatus = async (reference: string) =>
  (
    await pgQuery<{ status: string }>(
      topology.databaseUrl,
      "SELECT status FROM leads WHERE reference = $1",
      reference,
    )
  )[0]!.status;

/**
 * Screenshots of `path` at a phone's and a desktop's size, with and without JavaScript;
 * returns the accessibility faults axe finds where it can run (JavaScript on).
 */
async function shoot(browser: Browser, path: string, name: string, selector: string) {
  const faults: string[] = [];
  for (const javaScriptEnabled of [false, true])
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width, height },
        ignoreHTTPSErrors: true,
      });
      const page = await context.newPage();
      await page.goto(`${nginx.origin}${path}`);
      await page.locator(selector).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-${javaScriptEnabled ? "js" : "nojs"}.png`,
      });
      if (javaScriptEnabled) faults.push(...(await axeViolations(page)));
      await context.close();
    }
  return faults;
}

test("the homeowner cancels a sale made at home from the confirmation page without JavaScript; emails go out and staff see it cancelled", async ({
  browser,
}) => {
  const email = "jordan.cancel@example.com";
  const { reference, versionId, path } = await signedAtHome(email);
  expect(await leadStatus(reference)).toBe("won");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${nginx.origin}${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signed. Thank you.");
  const panel = page.locator("#cancel");
  await expect(panel.getByRole("heading", { name: "Cancel this contract" })).toBeVisible();
  await expect(panel).toContainText(
    "Under the Federal Trade Commission's Cooling-Off Rule (16 CFR 429) you may cancel this contract until midnight at the end of",
  );
  await expect(panel).toContainText("You have paid nothing");
  expect(await shoot(browser, path, "panel", "#cancel")).toEqual([]);

  // The box must be ticked: the browser asks for it before anything is posted.
  await panel.getByRole("button", { name: "Cancel This Contract" }).click();
  expect((await versionState(versionId)).status).toBe("accepted");
  await panel.getByRole("checkbox", { name: /I cancel this contract/ }).check();
  await panel.getByRole("button", { name: "Cancel This Contract" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You cancelled this contract");
  await expect(
    page.getByText(
      /You cancelled this contract on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [ap]m\./,
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay the Deposit" })).toHaveCount(0);
  await expect(page.locator("#deposit, #cancel")).toHaveCount(0);
  await context.close();
  expect(await shoot(browser, path, "cancelled", "h1")).toEqual([]);

  // Recorded once, with the homeowner's address as nginx saw it, and the lead is Lost.
  expect(await versionState(versionId)).toEqual({
    status: "cancelled",
    cancelled_by: "homeowner",
    cancelled: [{ kind: "cancelled", actor: "homeowner", client_address: "127.0.0.1" }],
  });
  expect(await leadStatus(reference)).toBe("lost");

  // Both emails, through the SMTP server.
  const confirmation = await mailTo(email, `Your roof contract with ${site.name} is cancelled`);
  expect(confirmation.text).toContain("You cancelled your signed roof contract");
  expect(confirmation.text).toContain("Cooling-Off Rule (16 CFR 429)");
  const office = await mailTo(OFFICE, "Signed proposal cancelled by the homeowner:");
  expect(office.subject).toBe(`Signed proposal cancelled by the homeowner: ${reference}-1`);
  expect(office.replyTo).toContain(email);

  // The staff page shows it cancelled, with the homeowner in its trail.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInStaff(staffPage, nginx);
  await staffPage.goto(`${nginx.origin}/admin/proposals/${versionId}`);
  await expect(staffPage.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(staffPage.locator("li").filter({ hasText: /^Cancelled/ })).toContainText(
    "homeowner, from 127.0.0.1",
  );
  await staff.close();

  // A replayed post finds it cancelled: back to the page, nothing more recorded or sent.
  const replay = await visitorAt(nginx, "127.0.0.4")(
    path,
    formPost(nginx, { intent: "cancel", confirm: "on" }),
  );
  expect(replay.status).toBe(303);
  expect((await versionState(versionId)).cancelled).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(
    topology.mailbox.messages.filter((mail) => mail.subject.includes("cancelled")).length,
  ).toBe(2);
});

test("two instances cancelling at once make one cancellation, and a forged address is not recorded", async () => {
  const { versionId, path, reference } = await signedAtHome("pat.race@example.com");
  const answers = await Promise.all(
    ["127.0.0.5", "127.0.0.6"].map((address) =>
      visitorAt(nginx, address)(
        path,
        formPost(nginx, { intent: "cancel", confirm: "on" }, { "X-Forwarded-For": "203.0.113.66" }),
      ),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
  const state = await versionState(versionId);
  expect(state.status).toBe("cancelled");
  expect(state.cancelled).toHaveLength(1);
  expect(["127.0.0.5", "127.0.0.6"]).toContain(state.cancelled[0]!.client_address);
  expect(await leadStatus(reference)).toBe("lost");
  await mailTo("pat.race@example.com", `Your roof contract with ${site.name} is cancelled`);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const mails = topology.mailbox.messages.filter(
    (mail) => mail.subject.includes(`${reference}-1`) && mail.subject.includes("cancelled"),
  );
  expect(mails.map((mail) => mail.to).sort()).toEqual(["pat.race@example.com", OFFICE].sort());
});

test("after the window the panel is gone and a late post gets 409, nothing changed", async ({
  browser,
}) => {
  const { versionId, path, reference } = await signedAtHome("casey.late@example.com");
  // Signed ten days ago: the FTC's three business days are long past.
  await pgQuery(
    topology.databaseUrl,
    "UPDATE proposal_signatures SET signed_at = $1 WHERE version_id = $2",
    new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString(),
    versionId,
  );
  const visitor = visitorAt(nginx, "127.0.0.7");
  const shown = await visitor(path);
  expect(shown.status).toBe(200);
  expect(shown.body).toContain("Signed. Thank you.");
  expect(shown.body).not.toContain("Cancel This Contract");

  const late = await visitor(path, formPost(nginx, { intent: "cancel", confirm: "on" }));
  expect(late.status).toBe(409);
  expect(late.body).toContain("The time to cancel online has passed");
  expect(late.body).toContain("nothing was changed");
  expect(late.body).not.toContain("Cancel This Contract");
  expect(await versionState(versionId)).toEqual({
    status: "accepted",
    cancelled_by: null,
    cancelled: [],
  });
  expect(await leadStatus(reference)).toBe("won");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${nginx.origin}${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signed. Thank you.");
  await expect(page.locator("#cancel")).toHaveCount(0);
  await context.close();
});

test("a made-up token gets 404, an unsigned proposal's token 409, and bad bodies 4xx; nothing changes", async () => {
  const signed = await signedAtHome("robin.other@example.com");
  const unsigned = await sentTo("sam.unsigned@example.com");
  const visitor = visitorAt(nginx, "127.0.0.8");
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    formPost(nginx, fields, headers);

  const madeUp = await visitor(
    "/proposal/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    post({ intent: "cancel", confirm: "on" }),
  );
  expect(madeUp.status).toBe(404);
  const notSigned = await visitor(unsigned.path, post({ intent: "cancel", confirm: "on" }));
  expect(notSigned.status).toBe(409);
  expect((await versionState(unsigned.versionId)).status).toBe("sent");

  for (const [fields, status] of [
    [{ intent: "cancel" }, 422],
    [{ intent: "cancel", confirm: "yes" }, 400],
    [{ intent: "cancel", confirm: "on", option: "option-1" }, 400],
    [{ intent: "cancel", confirm: "on", reason: "x".repeat(100_000) }, 413],
  ] as const) {
    const answer = await visitor(signed.path, post(fields));
    expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
  }
  const crossSite = await visitor(
    signed.path,
    post({ intent: "cancel", confirm: "on" }, { Origin: "https://evil.example" }),
  );
  expect(crossSite.status).toBe(403);
  expect(await versionState(signed.versionId)).toEqual({
    status: "accepted",
    cancelled_by: null,
    cancelled: [],
  });
});
