import { expect, test } from "@playwright/test";
import { proposalPagePaths, STRIPE_WEBHOOK_PATH } from "../src/lib/public-routes.ts";
import { businessDayOf } from "../src/lib/proposals/business-days.ts";
import type { ProposalContent } from "../src/lib/proposals/proposal-model.ts";
import {
  createDatabase,
  startPostgresServer,
  type PostgresServer,
} from "../src/test-support/postgres-test-server.ts";
import { freePort } from "../src/test-support/ports.ts";
import { axeViolations } from "./support/page-checks";
import { closePostgresPools, pgQuery } from "./support/postgres";
import { PUBLIC_HOST, startNginx, type TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { startStandinBehind, type StripeStandin } from "./support/stripe-standin";
import { proposalSentThroughQuote } from "./support/proposal-flow";

/*
 * The deposit of a signed proposal, in the topology the README deploys (two instances on one
 * Postgres behind nginx with TLS) with Stripe played by a loopback stand-in answering in
 * Stripe's format: sign, press "Pay the Deposit" (no JavaScript), land on the stand-in's
 * checkout page, pay there, and the stand-in's signed event reaches the webhook through nginx;
 * the page then shows the deposit paid. A replay, a forged signature and the same event
 * reaching both instances at once change nothing more. Kentucky's insurance rule holds the
 * deposit, and an instance without a Stripe key says how the office collects it.
 */
test.describe.configure({ mode: "serial" });

const AUTH_SECRET = "deposit-share-this-secret-0123456789abcdef";
const WEBHOOK_SECRET = "whsec_depositEndToEnd0123456789abcdef";

let postgres: PostgresServer;
let databaseUrl: string;
let standin: StripeStandin;
const servers: SiteServer[] = [];
let offline: SiteServer;
let nginx: TlsProxy;

test.beforeAll(async () => {
  postgres = await startPostgresServer();
  databaseUrl = await createDatabase(postgres.adminUrl, "deposits");
  standin = await startStandinBehind(() => nginx, WEBHOOK_SECRET);
  const proxyPort = await freePort();
  const siteUrl = `https://${PUBLIC_HOST}:${proxyPort}`;
  const shared = { DATABASE_URL: databaseUrl, AUTH_SECRET, SITE_URL: siteUrl };
  for (let instance = 0; instance < 2; instance++)
    servers.push(
      await startSiteServer({
        ...shared,
        TRUSTED_PROXIES: "127.0.0.1",
        STRIPE_SECRET_KEY: "sk_test_depositEndToEnd0123",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: standin.apiBase,
      }),
    );
  // The same site without a Stripe key, beside the others on the same database.
  offline = await startSiteServer(shared);
  const [a, b] = servers.map((server) => Number(new URL(server.url).port));
  nginx = await startNginx(a!, proxyPort, [b!]);
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all([...servers, offline].filter(Boolean).map((server) => server.stop()));
  await standin?.stop();
  await closePostgresPools();
  await postgres?.stop();
});

/** A lead through the quote form and a proposal sent for it; its link's path and version. */
async function sentProposalFor(email: string): Promise<{ path: string; versionId: number }> {
  const site = { databaseUrl, proxy: nginx, dataDir: servers[0]!.dataDir, authSecret: AUTH_SECRET };
  return proposalSentThroughQuote(site, { email, name: "Jordan Avery" });
}

/** Signs option-1 ($16,500, a deposit of $1,650) with a plain form post, as the page does. */
async function signedProposalFor(email: string) {
  const sent = await sentProposalFor(email);
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
  return sent;
}

const payments = (versionId: number) =>
  pgQuery<{ stripe_session_id: string; stripe_event_id: string; amount_cents: number }>(
    databaseUrl,
    "SELECT stripe_session_id, stripe_event_id, amount_cents FROM proposal_deposit_payments WHERE version_id = $1",
    versionId,
  );

const paidEvents = (versionId: number) =>
  pgQuery<{ at: string; actor: string; detail: string }>(
    databaseUrl,
    "SELECT at, actor, detail FROM proposal_events WHERE version_id = $1 AND kind = 'paid'",
    versionId,
  );

/** Posts an event to the webhook through nginx, as Stripe would. */
const postEvent = (body: string, headers: Record<string, string>) =>
  visitorAt(nginx, "127.0.0.20")(STRIPE_WEBHOOK_PATH, { method: "POST", headers, body });

test("a homeowner signs, pays the deposit on Stripe's page without JavaScript, and the page shows it paid", async ({
  browser,
}) => {
  const { path, versionId } = await sentProposalFor("jordan.avery@example.com");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${nginx.origin}${path}?option=option-1`);
  await page.getByLabel("Type your full name to sign").fill("Jordan Avery");
  await page.getByRole("checkbox", { name: /I have read the disclosure/ }).check();
  await page.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signed. Thank you.");

  // The button's answer redirects to Stripe's page, which the page's form-action allows.
  const signedPage = await visitorAt(nginx, "127.0.0.3")(path);
  expect(signedPage.headers["content-security-policy"]).toContain(
    `form-action 'self' ${standin.apiBase}`,
  );
  const deposit = page.locator("#deposit");
  await expect(deposit).toContainText("You can pay your deposit of $1,650 now");
  await page.getByRole("button", { name: "Pay the Deposit" }).click();

  // Stripe's page (the stand-in's), for the deposit worked out on the server.
  await expect(page).toHaveURL(new RegExp(`^${standin.apiBase}/c/pay/cs_test_`));
  await expect(page.locator("#amount")).toHaveText("1650.00 USD");
  const sessionId = page.url().split("/").at(-1)!;

  // Going back without paying lands on the deposit's own page, which Stripe's return URLs
  // name: it says nothing was paid and offers the button again, and shows no proposal.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${nginx.origin}/proposal/deposit-return/[\\w-]{43}\\?deposit=cancelled#deposit$`),
  );
  const returnPath = new URL(page.url()).pathname;
  const returnToken = returnPath.split("/").at(-1)!;
  expect(path).not.toContain(returnToken);
  await expect(page.locator("#deposit")).toContainText("Your deposit was not paid.");
  await expect(page.locator("main")).not.toContainText("Jordan");
  await page.getByRole("button", { name: "Pay the Deposit" }).click();
  // The same session (its idempotency key), paid this time.
  await expect(page).toHaveURL(`${standin.apiBase}/c/pay/${sessionId}`);
  await page.getByRole("button", { name: "Pay" }).click();

  // Stripe sent its event through nginx before sending the homeowner back.
  await expect(page).toHaveURL(`${nginx.origin}${returnPath}?deposit=paid#deposit`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your deposit is paid");
  await expect(page.locator("#deposit")).toContainText("Deposit of $1,650 received on");
  await expect(page.getByRole("button", { name: "Pay the Deposit" })).toHaveCount(0);
  // Stripe holds the return link, never the proposal's: it opens no proposal page, and the
  // proposal's own page shows the deposit paid.
  expect((await visitorAt(nginx, "127.0.0.4")(`/proposal/${returnToken}`)).status).toBe(404);
  expect((await visitorAt(nginx, "127.0.0.4")(`/proposal/${returnToken}/signed.pdf`)).status).toBe(
    404,
  );
  await page.goto(`${nginx.origin}${path}`);
  await expect(page.locator("#deposit")).toContainText("Deposit of $1,650 received on");
  expect(
    (
      await visitorAt(
        nginx,
        "127.0.0.4",
      )("/proposal/deposit-return/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
    ).status,
  ).toBe(404);
  const [delivered] = standin.deliveries.filter((delivery) => delivery.body.includes(sessionId));
  expect(delivered).toMatchObject({ status: 200, answer: "Deposit recorded.\n" });
  const eventId = (JSON.parse(delivered!.body) as { id: string }).id;
  expect(await payments(versionId)).toEqual([
    { stripe_session_id: sessionId, stripe_event_id: eventId, amount_cents: 165_000 },
  ]);
  const [paid] = await paidEvents(versionId);
  expect(paid?.actor).toBe("stripe");
  expect(JSON.parse(paid!.detail)).toMatchObject({ stripeEventId: eventId });
  await context.close();

  // A replay of the very delivery is acknowledged (Stripe would retry anything else) and
  // changes nothing.
  const replay = await postEvent(delivered!.body, delivered!.headers);
  expect(replay.status).toBe(200);
  expect(replay.body).toContain("already recorded");
  expect(await payments(versionId)).toHaveLength(1);
  expect(await paidEvents(versionId)).toHaveLength(1);

  // A forged signature (another secret), none, or a changed body: 400, nothing stored.
  const forged = standin.signature(delivered!.body, "whsec_notTheSitesSecret0123456789");
  const tampered = delivered!.body.replace(eventId, `${eventId}x`);
  for (const [body, signature] of [
    [delivered!.body, forged],
    [tampered, delivered!.headers["Stripe-Signature"]!],
    [tampered, null],
  ] as const) {
    const answer = await postEvent(body, {
      "Content-Type": "application/json; charset=utf-8",
      ...(signature === null ? {} : { "Stripe-Signature": signature }),
    });
    expect(answer.status).toBe(400);
  }
  expect(await payments(versionId)).toHaveLength(1);

  // Paid: a further press goes back to the page and starts no session.
  const sessions = standin.sessions.size;
  const again = await visitorAt(nginx, "127.0.0.3")(
    proposalPagePaths.deposit(path.split("/").at(-1)!),
    formPost(nginx, {}),
  );
  expect(again.status).toBe(303);
  expect(standin.sessions.size).toBe(sessions);
});

test("a double press makes one session, a posted amount is refused, and the same event at both instances at once is one payment", async ({
  browser,
}) => {
  const { path, versionId } = await signedProposalFor("both.instances@example.com");
  // The deposit's panel passes axe on a phone, before and after paying.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const screen = await phone.newPage();
  await screen.goto(`${nginx.origin}${path}`);
  await expect(screen.getByRole("button", { name: "Pay the Deposit" })).toBeVisible();
  expect(await axeViolations(screen)).toEqual([]);
  const token = path.split("/").at(-1)!;
  const pay = (address: string, fields: Record<string, string> = {}, headers = {}) =>
    visitorAt(nginx, address)(proposalPagePaths.deposit(token), formPost(nginx, fields, headers));

  const amount = await pay("127.0.0.4", { amount: "1" });
  expect(amount.status).toBe(400);
  expect(amount.body).toContain("This form takes no fields");
  expect((await pay("127.0.0.4", {}, { Origin: "https://evil.example" })).status).toBe(403);

  const presses = await Promise.all([pay("127.0.0.4"), pay("127.0.0.5")]);
  expect(presses.map((press) => press.status)).toEqual([303, 303]);
  const [first, second] = presses.map((press) => String(press.headers["location"]));
  expect(second).toBe(first);
  const sessionId = first!.split("/").at(-1)!;
  expect(standin.sessions.get(sessionId)).toMatchObject({
    amount_total: 165_000,
    metadata: { proposal_version_id: String(versionId) },
  });

  const body = standin.completedEvent(sessionId);
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Stripe-Signature": standin.signature(body, WEBHOOK_SECRET),
  };
  const answers = await Promise.all(
    servers.map((server) =>
      fetch(`${server.url}${STRIPE_WEBHOOK_PATH}`, { method: "POST", headers, body }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect((await Promise.all(answers.map((answer) => answer.text()))).sort()).toEqual([
    expect.stringContaining("Deposit recorded."),
    expect.stringContaining("already recorded"),
  ]);
  expect(await payments(versionId)).toHaveLength(1);
  expect(await paidEvents(versionId)).toHaveLength(1);
  await screen.goto(`${nginx.origin}${path}?deposit=paid`);
  await expect(screen.locator("#deposit")).toContainText("Deposit of $1,650 received");
  expect(await axeViolations(screen)).toEqual([]);
  // Stripe's way back: the deposit's own page, paid, passes axe too.
  const returnUrl = standin.sessions.get(sessionId)!.success_url;
  expect(returnUrl).toMatch(/\/proposal\/deposit-return\/[\w-]{43}\?deposit=paid#deposit$/);
  expect(returnUrl).not.toContain(token);
  await screen.goto(returnUrl);
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Your deposit is paid");
  expect(await axeViolations(screen)).toEqual([]);
  await phone.close();
});

test("a Kentucky insurance job shows when payment opens and refuses an early payment", async () => {
  const { path, versionId } = await signedProposalFor("kentucky.claim@example.com");
  // Signing a sale with notices needs the seller's street address, which the demo identity
  // lacks: the signed version is given a Kentucky insurance sale's facts afterwards.
  const [row] = await pgQuery<{ content: string }>(
    databaseUrl,
    "SELECT content FROM proposal_versions WHERE id = $1",
    versionId,
  );
  const content = JSON.parse(row!.content) as ProposalContent;
  content.facts = { ...content.facts, state: "KY", paidByInsurance: true };
  await pgQuery(
    databaseUrl,
    "UPDATE proposal_versions SET content = $1 WHERE id = $2",
    JSON.stringify(content),
    versionId,
  );
  const visitor = visitorAt(nginx, "127.0.0.6");
  const waiting = await visitor(path);
  expect(waiting.body).toContain("until your insurance company has decided your claim in writing");
  expect(waiting.body).not.toContain("Pay the Deposit");
  const early = await visitor(
    proposalPagePaths.deposit(path.split("/").at(-1)!),
    formPost(nginx, {}),
  );
  expect(early.status).toBe(403);
  expect(early.body).toContain("KRS 367.626");

  // The denial arrives today: the page names the day payment opens.
  const today = businessDayOf(new Date());
  await pgQuery(
    databaseUrl,
    "UPDATE proposal_versions SET insurer_decision = 'denied', insurer_decision_on = $1 WHERE id = $2",
    today,
    versionId,
  );
  const dated = await visitor(path);
  expect(dated.body).toMatch(
    /You can pay your deposit of \$1,650 here from [A-Z][a-z]+ \d{1,2}, \d{4}\./,
  );
  expect(dated.body).not.toContain("Pay the Deposit");
  expect(await payments(versionId)).toEqual([]);
});

test("without a Stripe key the page says how the office collects the deposit", async () => {
  const { path } = await signedProposalFor("office.collects@example.com");
  const page = await fetch(`${offline.url}${path}`);
  const html = await page.text();
  expect(html).toContain("We do not take the deposit on this page.");
  expect(html).toContain("To arrange paying your deposit of $1,650, call our office at");
  expect(html).not.toContain("Pay the Deposit");
  const hook = await fetch(`${offline.url}${STRIPE_WEBHOOK_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  expect(hook.status).toBe(404);
});
