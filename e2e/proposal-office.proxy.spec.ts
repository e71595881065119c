import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { QUOTE_ACTION_PATH } from "../src/lib/public-routes.ts";
import { testJpeg } from "../src/test-support/test-photos.ts";
import { waitFor } from "../src/test-support/wait-for.ts";
import { axeViolations, watchPageErrors } from "./support/page-checks";
import { pgQuery } from "./support/postgres";
import type { TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { quoteFields } from "./support/quote-post";
import { signInStaff, startReviewTopology, type ReviewTopology } from "./support/review-topology";

/*
 * The office's side of a proposal, in the topology the README deploys (two instances on one
 * Postgres behind nginx with TLS): staff write one from a lead's page without JavaScript
 * (a slip is refused beside its field and saves nothing), send it, and hand the homeowner
 * its link; the homeowner signs; the office's page then shows it signed. Then what staff
 * pages get from someone without a session, from another site, for a version already sent,
 * and from two instances sending or withdrawing the same version at once.
 */
test.describe.configure({ mode: "serial" });

let topology: ReviewTopology;
let nginx: TlsProxy;

test.beforeAll(async () => {
  topology = await startReviewTopology("proposal_office");
  nginx = topology.nginx;
});

test.afterAll(async () => {
  await topology?.stop();
});

/** A lead through the quote form from its own address; its reference. */
async function leadFor(email: string, name: string): Promise<string> {
  const fields = quoteFields({ email, name, address: "2210 Edenside Ave, Louisville, KY 40204" });
  const answer = await visitorAt(nginx, "127.0.0.2")(QUOTE_ACTION_PATH, formPost(nginx, fields));
  expect(answer.status).toBeLessThan(400);
  const [lead] = await pgQuery<{ reference: string }>(
    topology.databaseUrl,
    "SELECT reference FROM leads WHERE email = $1",
    email,
  );
  return lead!.reference;
}

/** A lead through the quote form with `count` phone photos, posted as the form posts them; its reference. */
async function leadWithPhotos(email: string, name: string, count: number): Promise<string> {
  const form = new FormData();
  const fields = quoteFields({ email, name, address: "1412 Bardstown Rd, Louisville, KY 40204" });
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  for (let index = 0; index < count; index++) {
    const photo = await testJpeg({ width: 1200, height: 900, noise: true });
    form.append(
      "photos",
      new Blob([new Uint8Array(photo)], { type: "image/jpeg" }),
      `roof-${index}.jpg`,
    );
  }
  const encoded = new Response(form);
  const sent = await visitorAt(nginx, "127.0.0.2")(QUOTE_ACTION_PATH, {
    method: "POST",
    headers: { "Content-Type": encoded.headers.get("content-type")!, Origin: nginx.origin },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(sent.status, sent.body).toBe(200);
  const [lead] = await pgQuery<{ reference: string }>(
    topology.databaseUrl,
    "SELECT reference FROM leads WHERE email = $1",
    email,
  );
  return lead!.reference;
}

/**
 * Staff in a browser without JavaScript, with the session a sign-in made (the sign-in form
 * itself needs JavaScript; every proposal page works without it).
 */
async function staffWithoutScript(browser: Browser) {
  const signing = await browser.newContext();
  await signInStaff(await signing.newPage(), nginx);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await signing.cookies());
  await signing.close();
  return { context, page: await context.newPage() };
}

/** Prices the new-proposal form as staff would: two options from the book, one add-on. */
async function priceTheDraft(page: Page) {
  // The quote came without an instant estimate: the squares are the inspection's.
  await page.getByLabel("Measured squares").fill("26");
  await page.getByLabel("Tear-off per square per layer, in dollars").fill("125");
  const option = (slot: number) => page.getByRole("group", { name: new RegExp(`^Option ${slot}`) });
  await option(1).getByLabel("Price per square, in dollars").fill("550");
  await option(1).getByLabel("Warranty").fill("Manufacturer's limited lifetime warranty");
  await option(2).getByLabel("Price per square, in dollars").fill("675");
  await option(2).getByLabel("Warranty").fill("Lifetime warranty, impact rated");
  await option(3).getByLabel("From the price book").selectOption("");
  await page.getByLabel(/Seamless aluminum gutters: how many/).fill("160");
  await page.getByLabel("Price per foot, in dollars").fill("12");
}

/** Accessibility faults of a staff page, read in a browser with JavaScript (axe runs in the page). */
async function staffPageViolations(browser: Browser, signedIn: BrowserContext, url: string) {
  const context = await browser.newContext();
  await context.addCookies(await signedIn.cookies());
  const page = await context.newPage();
  await page.goto(url);
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

/** The session cookies of a signed-in context, as a Cookie header. */
async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

const versionRow = (id: number) =>
  pgQuery<{ status: string; content: string; tokens: number }>(
    topology.databaseUrl,
    `SELECT v.status, v.content,
            (SELECT count(*)::int FROM proposal_tokens t WHERE t.version_id = v.id) AS tokens
       FROM proposal_versions v WHERE v.id = $1`,
    id,
  ).then((rows) => rows[0]!);

test("staff write a proposal from the lead without JavaScript, send it, and the homeowner signs it through its link", async ({
  browser,
}) => {
  const reference = await leadFor("jordan.price@example.com", "Jordan Price");
  const { context, page } = await staffWithoutScript(browser);
  const errors = await watchPageErrors(page);

  await page.goto(`${nginx.origin}/admin/leads/${reference}`);
  await page.getByRole("link", { name: "Write a proposal" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Proposal for Jordan Price");
  // Kentucky from the address; the book's options offered; no price filled in for staff.
  await expect(page.getByLabel("The property is in")).toHaveValue("KY");
  await expect(page.getByLabel("Tear-off per square per layer, in dollars")).toHaveValue("");

  // A slip of a digit: $55 a square. Refused beside its field, nothing saved, the rest kept.
  await priceTheDraft(page);
  const option2 = page.getByRole("group", { name: /^Option 2/ });
  await option2.getByLabel("Price per square, in dollars").fill("55");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(
    page.getByText("Nothing was saved. Please correct what is marked below."),
  ).toBeVisible();
  await expect(
    page.getByText(/Price per square: the price book allows \$550 to \$800/),
  ).toBeVisible();
  await expect(page.getByLabel("Tear-off per square per layer, in dollars")).toHaveValue("125");
  const none = await pgQuery(
    topology.databaseUrl,
    "SELECT 1 FROM proposals p JOIN leads l ON l.id = p.lead_id WHERE l.reference = $1",
    reference,
  );
  expect(none).toHaveLength(0);

  await option2.getByLabel("Price per square, in dollars").fill("675");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Draft saved. Check it, then send it when it is ready.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${reference}-1, version 1`);
  // The totals as saved, with their arithmetic: 26 squares × ($675 + $125) = $20,800.
  const check = page.getByRole("region", { name: "Check, then send" });
  await expect(check).toContainText("$20,800");
  await expect(check).toContainText("26 squares × ($675 + $125 tear-off) = $20,800.00");
  const versionId = Number(new URL(page.url()).pathname.split("/").pop());
  expect(await versionRow(versionId)).toMatchObject({ status: "draft", tokens: 0 });
  expect(await staffPageViolations(browser, context, page.url())).toEqual([]);

  // A price changed and "Save and Send" pressed straight away: saved, not sent, totals shown.
  await option2.getByLabel("Price per square, in dollars").fill("700");
  await page.getByRole("button", { name: "Save and Send" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Your changes are saved, but nothing was sent yet",
  );
  await expect(check).toContainText("$21,500");
  expect(await versionRow(versionId)).toMatchObject({ status: "draft", tokens: 0 });
  await page.getByRole("button", { name: "Save and Send" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Sent. The homeowner is emailed the link, which is also below to text or share.",
  );
  const link = await page.getByLabel(/Private link for Jordan Price/).inputValue();
  expect(link).toMatch(new RegExp(`^${nginx.origin}/proposal/[\\w-]{43}$`));
  // The homeowner is emailed the same link, once, at the address on file.
  const mail = await waitFor(
    () =>
      topology.mailbox.messages.find(
        (message) => message.to.includes("jordan.price@example.com") && message.text.includes(link),
      ),
    "the proposal's email to the homeowner",
  );
  expect(mail.text).toContain(link);
  // Sent: read-only, with the prices for this roof ($550 + $125 tear-off on the lead's squares).
  await expect(page.getByRole("button", { name: "Save Draft" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "What was sent" })).toBeVisible();
  expect(await staffPageViolations(browser, context, page.url())).toEqual([]);

  // The homeowner opens the link on their own device and signs.
  const homeowner = await browser.newContext({ javaScriptEnabled: false });
  const home = await homeowner.newPage();
  await home.goto(link);
  await expect(home.getByRole("heading", { level: 1 })).toHaveText(
    "Your roof proposal, Jordan Price",
  );
  await home.getByRole("radio").first().check();
  await home.getByRole("button", { name: "Update Total" }).click();
  await home.getByLabel("Type your full name to sign").fill("Jordan Price");
  await home.getByRole("checkbox", { name: /I have read the disclosure/ }).check();
  await home.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(home.getByText("Signed. Thank you.")).toBeVisible();
  await homeowner.close();

  // The office sees it signed: no change can start, the lead is won.
  await page.reload();
  await expect(page.locator("h1 + span")).toHaveText("Accepted (signed)");
  await expect(page.getByRole("button", { name: "Make a Change" })).toHaveCount(0);
  const trail = page.getByRole("region", { name: "What happened" });
  for (const kind of ["Created", "Sent", "Viewed", "Consented", "Signed", "Document made"])
    await expect(trail.getByText(kind, { exact: true })).toBeVisible();
  await page.goto(`${nginx.origin}/admin/leads/${reference}`);
  await expect(page.getByRole("region", { name: "Proposals" })).toContainText("Accepted (signed)");
  await page.goto(`${nginx.origin}/admin/proposals?status=accepted`);
  await expect(page.getByRole("link", { name: "Jordan Price" })).toBeVisible();
  await expect(page.getByText("Signed for $17,600")).toBeVisible();
  // The refused save answered 400 and the changed "Save and Send" 409, as they should;
  // nothing else failed.
  expect(errors).toEqual([
    "Failed to load resource: the server responded with a status of 400 ()",
    "Failed to load resource: the server responded with a status of 409 ()",
  ]);
  await context.close();
});

test("a change is the next version: sending it replaces the first, whose link says so", async ({
  browser,
}) => {
  const reference = await leadFor("riley.stone@example.com", "Riley Stone");
  const { context, page } = await staffWithoutScript(browser);
  await page.goto(`${nginx.origin}/admin/proposals/new?lead=${reference}`);
  await priceTheDraft(page);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await page.getByRole("button", { name: "Save and Send" }).click();
  const firstLink = await page.getByLabel(/Private link for Riley Stone/).inputValue();

  await page.getByRole("button", { name: "Make a Change" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "A new draft was made from this version. Change it, then send it.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${reference}-1, version 2`);
  await page.getByLabel("What the price does not cover").fill("Permit fees");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await page.getByRole("button", { name: "Save and Send" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Sent. The homeowner is emailed the link, which is also below to text or share.",
  );
  const secondLink = await page.getByLabel(/Private link for Riley Stone/).inputValue();
  expect(secondLink).not.toBe(firstLink);

  const old = await visitorAt(nginx, "127.0.0.3")(new URL(firstLink).pathname);
  expect(old.body).toContain("replaced");
  const fresh = await visitorAt(nginx, "127.0.0.3")(new URL(secondLink).pathname);
  expect(fresh.body).toContain("Permit fees");
  await context.close();
});

test("staff forms refuse without a session, from another site, for a sent version, and race safely across instances", async ({
  browser,
}) => {
  const reference = await leadFor("casey.hart@example.com", "Casey Hart");
  const { context, page } = await staffWithoutScript(browser);
  await page.goto(`${nginx.origin}/admin/proposals/new?lead=${reference}`);
  await priceTheDraft(page);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved.");
  const versionId = Number(new URL(page.url()).pathname.split("/").pop());
  const path = (action: string) => `/admin/proposals/${versionId}?_action=admin.${action}`;
  const cookie = await cookieHeader(context);
  const staff = visitorAt(nginx, "127.0.0.6");
  const before = await versionRow(versionId);

  // Without a session: 401, nothing changed.
  const anonymous = await visitorAt(nginx, "127.0.0.7")(
    path("saveProposal"),
    formPost(nginx, { versionId: String(versionId), squares: "99" }),
  );
  expect(anonymous.status).toBe(401);
  // From another site's page, with the session cookie riding along: refused.
  const crossSite = await staff(
    path("sendProposal"),
    formPost(
      nginx,
      { versionId: String(versionId) },
      { Cookie: cookie, Origin: "https://evil.example" },
    ),
  );
  expect(crossSite.status).toBe(403);
  // A body past the limit: refused before it is read.
  const huge = await staff(
    path("saveProposal"),
    formPost(
      nginx,
      { versionId: String(versionId), exclusions: "x".repeat(100_000) },
      { Cookie: cookie },
    ),
  );
  expect(huge.status).toBe(413);
  // Another version's id that does not exist.
  const missing = await staff(
    `/admin/proposals/999999?_action=admin.sendProposal`,
    formPost(nginx, { versionId: "999999" }, { Cookie: cookie }),
  );
  expect(missing.status).toBe(404);
  expect(await versionRow(versionId)).toEqual(before);

  // Two instances send the same draft at once: one link, one "sent".
  const sends = await Promise.all(
    ["127.0.0.6", "127.0.0.8"].map((address) =>
      visitorAt(nginx, address)(
        path("sendProposal"),
        formPost(nginx, { versionId: String(versionId) }, { Cookie: cookie }),
      ),
    ),
  );
  expect(sends.map((answer) => answer.status).sort()).toEqual([303, 409]);
  expect(sends.find((answer) => answer.status === 409)!.body).toContain(
    "Not sent: this version has been sent already.",
  );
  expect(await versionRow(versionId)).toMatchObject({ status: "sent", tokens: 1 });

  // A sent version cannot be saved over: 409, its content as sent.
  const sentContent = (await versionRow(versionId)).content;
  const overwrite = await staff(
    path("saveProposal"),
    formPost(nginx, { versionId: String(versionId), squares: "40" }, { Cookie: cookie }),
  );
  expect(overwrite.status).toBe(409);
  expect(overwrite.body).toContain("this version has been sent, so it cannot change");
  expect((await versionRow(versionId)).content).toBe(sentContent);

  // Withdrawing asks for its box ticked: without it, 400 and nothing changes.
  const unconfirmed = await staff(
    path("withdrawProposal"),
    formPost(nginx, { versionId: String(versionId) }, { Cookie: cookie }),
  );
  expect(unconfirmed.status).toBe(400);
  expect(unconfirmed.body).toContain("Please tick the box to confirm.");
  expect(await versionRow(versionId)).toMatchObject({ status: "sent" });

  // Withdrawn from two instances at once: one withdrawal, recorded once.
  const withdrawals = await Promise.all(
    ["127.0.0.6", "127.0.0.8"].map((address) =>
      visitorAt(nginx, address)(
        path("withdrawProposal"),
        formPost(nginx, { versionId: String(versionId), confirm: "on" }, { Cookie: cookie }),
      ),
    ),
  );
  expect(withdrawals.map((answer) => answer.status).sort()).toEqual([303, 409]);
  const cancelled = await pgQuery(
    topology.databaseUrl,
    "SELECT 1 FROM proposal_events WHERE version_id = $1 AND kind = 'cancelled'",
    versionId,
  );
  expect(cancelled).toHaveLength(1);
  await context.close();
});

test("the photos staff choose show on the homeowner's page, and no other photo opens under its link", async ({
  browser,
}) => {
  const reference = await leadWithPhotos("avery.long@example.com", "Avery Long", 2);
  const other = await leadWithPhotos("quinn.shaw@example.com", "Quinn Shaw", 1);
  const photoIds = (ref: string) =>
    pgQuery<{ public_id: string }>(
      topology.databaseUrl,
      "SELECT p.public_id FROM lead_photos p JOIN leads l ON l.id = p.lead_id WHERE l.reference = $1 ORDER BY p.id",
      ref,
    ).then((rows) => rows.map((row) => row.public_id));
  const [chosen, notChosen] = await photoIds(reference);
  const [othersPhoto] = await photoIds(other);

  const { context, page } = await staffWithoutScript(browser);
  await page.goto(`${nginx.origin}/admin/proposals/new?lead=${reference}`);
  await priceTheDraft(page);
  await page.getByRole("checkbox", { name: "Photo 1" }).check();
  await page.getByRole("button", { name: "Save Draft" }).click();
  await page.getByRole("button", { name: "Save and Send" }).click();
  const link = await page.getByLabel(/Private link for Avery Long/).inputValue();
  await context.close();

  const homeowner = await browser.newContext({ javaScriptEnabled: false });
  const home = await homeowner.newPage();
  await home.goto(link);
  const photos = home.getByRole("region", { name: "Your photos" });
  await expect(photos.getByRole("img")).toHaveCount(1);
  const thumbnail = photos.getByRole("img");
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await homeowner.close();

  const path = new URL(link).pathname;
  const visitor = visitorAt(nginx, "127.0.0.9");
  const full = await visitor(`${path}/photos/${chosen}.jpg`);
  expect(full.status).toBe(200);
  expect(full.headers["content-type"]).toBe("image/jpeg");
  expect(full.headers["cache-control"]).toBe("no-store");
  // The lead's photo not chosen, another lead's photo and a made-up link: 404 each.
  for (const wrong of [
    `${path}/photos/${notChosen}.jpg`,
    `${path}/photos/${othersPhoto}-thumb.jpg`,
    `/proposal/${"B".repeat(43)}/photos/${chosen}.jpg`,
    `${path}/photos/${chosen}.png`,
  ]) {
    const answer = await visitor(wrong);
    expect(answer.status, wrong).toBe(404);
    expect(answer.headers["content-type"], wrong).not.toBe("image/jpeg");
  }
});
