import { expect, test } from "@playwright/test";
import { site } from "../src/config/site.ts";
import { BOOK_PATH, QUOTE_ACTION_PATH } from "../src/lib/public-routes.ts";
import { addBusinessDays, businessDayOf } from "../src/lib/proposals/business-days.ts";
import type { ServerConfig } from "../src/server/config/config.ts";
import { leadBookingToken } from "../src/server/inspections/inspection-links.ts";
import { inspectionSettingsOf } from "../src/server/inspections/inspection-settings.ts";
import { proposalAlertSettingsOf } from "../src/server/proposals/proposal-alerts.ts";
import { proposalLinkSecret } from "../src/server/proposals/proposal-links.ts";
import { sendProposal } from "../src/server/proposals/send-proposal.ts";
import { openSiteDatabase } from "../src/server/site-database.ts";
import { insertTestProposal, testProposalContent } from "../src/test-support/proposal-fixtures.ts";
import { testJpeg } from "../src/test-support/test-photos.ts";
import { waitFor } from "../src/test-support/wait-for.ts";
import { pgQuery } from "./support/postgres";
import type { TlsProxy } from "./support/proxy";
import { visitorAt } from "./support/proxy-client";
import { quoteFields } from "./support/quote-post";
import {
  AUTH_SECRET,
  OFFICE,
  startReviewTopology,
  type ReviewTopology,
} from "./support/review-topology";

/*
 * The homeowner's page on the real topology: two instances on one Postgres behind nginx
 * with TLS, their outbox drains and a real SMTP server. A homeowner sends a quote with a
 * photo, books an inspection from it and gets a proposal; every email carries the link to
 * their page, which shows the inspection, the proposal's link (which opens) and the photo,
 * with and without JavaScript, and nothing of another lead's.
 */
// Two instances, Postgres, nginx and SMTP start slowly on a busy machine.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let topology: ReviewTopology;
let nginx: TlsProxy;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  topology = await startReviewTopology("homeowner_page");
  nginx = topology.nginx;
});

test.afterAll(async () => {
  await topology?.stop();
});

const HOMEOWNER = "casey.morgan@example.com";
const NEIGHBOUR = "riley.park@example.com";

const mailTo = (to: string, subject: string) =>
  waitFor(
    () =>
      topology.mailbox.messages.find(
        (mail) => mail.to.includes(to) && mail.subject.startsWith(subject),
      ),
    `an email to ${to}: ${subject}`,
  );

/** The /my link an email carries, checked in both its text and its HTML. */
function pageLinkIn(mail: { text: string; html: string }): string {
  const link = new RegExp(`${nginx.origin}/my/[\\w-]{52}`).exec(mail.text)?.[0];
  expect(link, "the homeowner page's link").toBeTruthy();
  expect(mail.html).toContain(`href="${link}"`);
  return link!;
}

/** A quote request with one photo, as the form posts it, from a loopback address of its own. */
async function quoteWithPhoto(email: string, name: string, from: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(quoteFields({ email, name }))) form.append(key, value);
  const photo = await testJpeg({ width: 1200, height: 900 });
  form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "roof.jpg");
  const request = new Request("http://serialise.invalid/", { method: "POST", body: form });
  const sent = await visitorAt(nginx, from)(QUOTE_ACTION_PATH, {
    method: "POST",
    headers: { "Content-Type": request.headers.get("content-type")!, Origin: nginx.origin },
    body: Buffer.from(await request.arrayBuffer()),
  });
  expect(sent.status, sent.body).toBe(200);
  const [lead] = await pgQuery<{ id: number; reference: string }>(
    topology.databaseUrl,
    "SELECT id, reference FROM leads WHERE email = $1",
    email,
  );
  const photos = await pgQuery<{ public_id: string }>(
    topology.databaseUrl,
    "SELECT public_id FROM lead_photos WHERE lead_id = $1",
    lead!.id,
  );
  expect(photos).toHaveLength(1);
  return { ...lead!, photoId: photos[0]!.public_id };
}

/** The office's settings as an instance derives them from its configuration. */
const instanceConfig = () =>
  ({
    dataDir: topology.servers[0]!.dataDir,
    authSecret: AUTH_SECRET,
    siteUrl: nginx.origin,
    leadNotifyTo: [OFFICE],
    leadChatWebhookUrl: null,
    leadWebhookUrls: [],
  }) as unknown as ServerConfig;

/** Books the first window offered on the quote's "Pick your inspection time" page. */
async function bookFromQuote(reference: string, from: string) {
  const secret = inspectionSettingsOf({ config: instanceConfig() }).secret;
  const path = `${BOOK_PATH}?lead=${encodeURIComponent(leadBookingToken(secret, reference))}`;
  const visitor = visitorAt(nginx, from);
  const form = await visitor(path);
  expect(form.status).toBe(200);
  const window = /name="window" value="([^"]+)"/.exec(form.body)![1]!;
  const shown = /name="shown" value="([^"]+)"/.exec(form.body)![1]!;
  const lead = /name="lead" value="([^"]+)"/.exec(form.body)![1]!;
  const booked = await visitor(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: nginx.origin },
    body: new URLSearchParams({ window, shown, lead, note: "", website: "" }).toString(),
  });
  expect(booked.status, booked.body).toBe(303);
}

/** The office sends a proposal for the lead, through its operation (as proposal-mail's spec does). */
async function sendProposalTo(lead: { id: number; reference: string }) {
  const database = await openSiteDatabase({ databaseUrl: topology.databaseUrl, sqlitePath: "" });
  try {
    const expiresOn = addBusinessDays(businessDayOf(new Date()), 30, { saturdays: false });
    const versionId = await insertTestProposal(database.db, lead, {
      status: "draft",
      content: { ...testProposalContent(), expiresOn },
    });
    const sent = await sendProposal(database.db, versionId, {
      actor: `staff:${OFFICE}`,
      secret: proposalLinkSecret(instanceConfig()),
      now: new Date(),
      alerts: proposalAlertSettingsOf(instanceConfig()),
    });
    if (!sent.ok) throw new Error(`not sent: ${sent.problem}`);
  } finally {
    await database.close();
  }
}

const path = (url: string) => new URL(url).pathname;

test("every email carries the homeowner's page, which shows their inspection, proposal and photo and nothing of another lead", async ({
  browser,
}, testInfo) => {
  const casey = await quoteWithPhoto(HOMEOWNER, "Casey Morgan", "127.0.0.2");
  const riley = await quoteWithPhoto(NEIGHBOUR, "Riley Park", "127.0.0.3");

  // The receipt carries the page's link.
  const receipt = await mailTo(HOMEOWNER, "We received your request");
  const link = pageLinkIn(receipt);
  expect(link).toContain(`/my/${casey.reference}-`);
  const rileyLink = pageLinkIn(await mailTo(NEIGHBOUR, "We received your request"));
  expect(rileyLink).not.toBe(link);

  // The inspection's confirmation and the proposal's email carry the same link.
  await bookFromQuote(casey.reference, "127.0.0.2");
  expect(pageLinkIn(await mailTo(HOMEOWNER, "Your roof inspection is booked"))).toBe(link);
  await sendProposalTo(casey);
  const proposalMail = await mailTo(HOMEOWNER, `Your roof proposal from ${site.name}`);
  expect(pageLinkIn(proposalMail)).toBe(link);
  // The office's own emails do not carry it.
  for (const mail of topology.mailbox.messages.filter((message) => message.to.includes(OFFICE)))
    expect(mail.text).not.toContain("/my/");

  // The page, from another address than the one that sent the quote (a phone on 4G).
  const visitor = visitorAt(nginx, "127.0.0.4");
  const answer = await visitor(path(link));
  expect(answer.status).toBe(200);
  // React separates adjacent text with empty comments; the words read without them.
  const page = { ...answer, body: answer.body.replaceAll("<!-- -->", "") };
  expect(page.headers["cache-control"]).toBe("no-store");
  expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(page.headers["referrer-policy"]).toBe("strict-origin");
  expect(page.body).toContain(casey.reference);
  expect(page.body).toContain("Your inspection");
  expect(page.body).toMatch(
    /data-testid="my-inspection-when">[A-Z][a-z]+day, [A-Z][a-z]+ \d+, between/,
  );
  expect(page.body).toMatch(/href="\/book\/reschedule\/[\w-]+"/);
  expect(page.body).toMatch(/href="\/book\/cancel\/[\w-]+"/);
  expect(page.body).toContain(`Proposal ${casey.reference}-1`);
  expect(page.body).toContain("Waiting for your answer");
  expect(page.body).toContain(`tel:${site.phone.e164}`);
  // No script but the structured data every page carries.
  expect(page.body).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  // The proposal link on the page is the one the proposal's email carries.
  const proposalLink = new RegExp(`${nginx.origin}(/proposal/[\\w-]+)`).exec(
    proposalMail.text,
  )![1]!;
  expect(page.body).toContain(`href="${proposalLink}"`);
  // Nothing of the other lead.
  expect(page.body).not.toContain(riley.reference);
  expect(page.body).not.toContain(riley.photoId);

  // The photo, under the page's link only, never kept by a cache.
  const thumb = await visitor(`${path(link)}/photos/${casey.photoId}-thumb.jpg`);
  expect(thumb.status).toBe(200);
  expect(thumb.headers["content-type"]).toBe("image/jpeg");
  expect(thumb.headers["cache-control"]).toBe("no-store");
  expect(thumb.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(page.body).toContain(`/photos/${casey.photoId}-thumb.jpg`);
  // Another lead's photo under this link, and this lead's under the other's: 404.
  expect((await visitor(`${path(link)}/photos/${riley.photoId}.jpg`)).status).toBe(404);
  expect((await visitor(`${path(rileyLink)}/photos/${casey.photoId}.jpg`)).status).toBe(404);

  // The other lead's page is theirs alone.
  const theirs = await visitor(path(rileyLink));
  expect(theirs.status).toBe(200);
  expect(theirs.body).toContain(riley.reference);
  expect(theirs.body).not.toContain(casey.reference);
  expect(theirs.body).toContain("No inspection is booked.");

  // Made-up, swapped, malformed and over-long tokens: the clear 404 page, never a 5xx.
  const signature = link.slice(-43);
  for (const token of [
    `${casey.reference}-${"A".repeat(43)}`,
    `${riley.reference}-${signature}`,
    `${casey.reference}-${signature.slice(0, 42)}`,
    "Q-ZZZZZZ",
    "%27%20OR%201%3D1--",
    "x".repeat(300),
  ]) {
    const refused = await visitor(`/my/${token}`);
    expect(refused.status, token.slice(0, 60)).toBe(404);
    expect(refused.body).toContain("This link does not open a page");
    expect(refused.body).not.toContain(casey.reference);
  }
  // A NUL in the path is refused before any route: a 4xx all the same.
  expect((await visitor("/my/%00%27")).status).toBe(400);
  // So is a path past the request line's limit.
  expect((await visitor(`/my/${"x".repeat(9000)}`)).status).toBe(414);

  // Forged forwarding headers change nothing: the same page, the same links, same origin.
  const forged = await visitor(path(link), {
    headers: {
      "X-Forwarded-For": "198.51.100.7, 10.0.0.1",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "http",
    },
  });
  expect(forged.status).toBe(200);
  expect(forged.body).not.toContain("evil.example");
  expect(forged.body).toContain(`href="${proposalLink}"`);
  const forgedOther = await visitor(`/my/${riley.reference}-${signature}`, {
    headers: { "X-Forwarded-For": "127.0.0.2" },
  });
  expect(forgedOther.status).toBe(404);

  // Without JavaScript, in a browser: the page reads the same and its proposal link opens.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  const shown = await tab.goto(link);
  expect(shown!.status()).toBe(200);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Your roof, in one place");
  await expect(tab.getByRole("heading", { name: "Your inspection" })).toBeVisible();
  await expect(tab.getByRole("link", { name: "Reschedule" })).toBeVisible();
  await expect(tab.getByRole("img", { name: /opens at full size/ })).toBeVisible();
  // How it looks on a phone and on a laptop, kept with the run's results to look at.
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await tab.setViewportSize({ width, height });
    await tab.screenshot({ path: testInfo.outputPath(`my-page-${width}.png`), fullPage: true });
  }
  await tab.getByRole("link", { name: `Read and answer ${casey.reference}-1` }).click();
  await expect(tab).toHaveURL(`${nginx.origin}${proposalLink}`);
  await expect(tab.getByText(`${casey.reference}-1`).first()).toBeVisible();
  await context.close();
});
