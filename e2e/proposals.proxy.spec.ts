import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { proposalPagePaths } from "../src/lib/public-routes.ts";
import { pdfPageTexts } from "../src/test-support/pdf-text.ts";
import { axeViolations, watchPageErrors } from "./support/page-checks";
import { pgQuery } from "./support/postgres";
import type { TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { startReviewTopology, type ReviewTopology } from "./support/review-topology";
import { proposalSentThroughQuote, reviewTopologySite } from "./support/proposal-flow";

/*
 * The proposal at its link, in the topology the README deploys (two instances on one
 * Postgres behind nginx with TLS). The office's side is seeded through its operations (its
 * pages come next); the homeowner's side is the real page: read, choose, update the total
 * and sign without JavaScript; the signed PDF byte for byte as stored; two signatures racing
 * through both instances; and what an attacker tries first.
 */
test.describe.configure({ mode: "serial" });

let topology: ReviewTopology;
let nginx: TlsProxy;

test.beforeAll(async () => {
  topology = await startReviewTopology("proposals");
  nginx = topology.nginx;
});

test.afterAll(async () => {
  await topology?.stop();
});

/** A lead through the quote form, from its own address, and a proposal sent for it; its link's path. */
async function sentProposalFor(email: string): Promise<{ path: string; versionId: number }> {
  return proposalSentThroughQuote(reviewTopologySite(topology), { email, name: "Morgan Ellis" });
}

const stored = (versionId: number) =>
  pgQuery<{ status: string; signatures: number; sha256: string | null; bytes: Buffer | null }>(
    topology.databaseUrl,
    `SELECT v.status,
            (SELECT count(*)::int FROM proposal_signatures s WHERE s.version_id = v.id) AS signatures,
            d.sha256, d.bytes
       FROM proposal_versions v LEFT JOIN proposal_documents d ON d.version_id = v.id
      WHERE v.id = $1`,
    versionId,
  ).then((rows) => rows[0]!);

test("a homeowner reads, chooses, updates the total and signs without JavaScript; the PDF is the one stored", async ({
  browser,
}) => {
  const { path, versionId } = await sentProposalFor("morgan.ellis@example.com");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const errors = await watchPageErrors(page);
  await page.goto(`${nginx.origin}${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your roof proposal, Morgan Ellis",
  );
  // Nothing is chosen for the homeowner, and no total shows before they choose.
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(page.getByText('Choose an option above, then press "Update total"')).toBeVisible();

  // Before a total shows there is nothing to sign: the last button asks for the total.
  await expect(page.getByRole("button", { name: "Sign the proposal" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "See My Total Before Signing" })).toBeVisible();

  await page.getByRole("radio", { name: /Better/ }).check();
  await page.getByRole("checkbox", { name: /Seamless aluminum gutters/ }).check();
  await page.getByRole("button", { name: "Update Total" }).click();
  await expect(page).toHaveURL(/option=option-2&add-on=add-on-gutters#total$/);
  const totals = page.getByRole("status");
  // 24.3 squares × ($675 + $125 tear-off) → $19,500, plus 160 ft of gutters at $12.
  await expect(totals).toContainText("Total$21,420");
  await expect(totals).toContainText("Deposit$2,142");
  await expect(totals).toContainText("annual percentage rate");
  await expect(totals).toContainText("Balance, when the work is finished$19,278");
  await expect(page.getByRole("radio", { name: /Better/ })).toBeChecked();
  // The deal is repeated where the signature goes.
  await expect(page.locator("#sign")).toContainText(
    "You are signing for: Better, plus Seamless aluminum gutters. Total $21,420, with a deposit of $2,142 and $19,278 when the work is finished.",
  );

  // The first view was the homeowner's: recorded once, with the address nginx saw.
  const [view] = await pgQuery<{ kind: string; client_address: string }>(
    topology.databaseUrl,
    "SELECT kind, client_address FROM proposal_events WHERE version_id = $1 AND kind = 'viewed'",
    versionId,
  );
  expect(view?.client_address).toBe("127.0.0.1");

  // The homeowner drops the gutters after the total showed $21,420 and signs straight away:
  // nothing is signed for a total they did not see; the new one shows, in view, and they sign.
  await page.getByRole("checkbox", { name: /Seamless aluminum gutters/ }).uncheck();
  await page.getByLabel("Type your full name to sign").fill("Morgan Ellis");
  await page.getByRole("checkbox", { name: /I have read the disclosure/ }).check();
  await page.getByRole("button", { name: "Sign the proposal" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Nothing is signed yet");
  await expect(alert).toContainText("$19,500 with a deposit of $1,950");
  await expect(alert).toBeInViewport();
  await expect(page.getByRole("status")).toContainText("Total$19,500");
  expect(await stored(versionId)).toMatchObject({ signatures: 0 });
  await expect(page.getByLabel("Type your full name to sign")).toHaveValue("Morgan Ellis");
  await page.getByRole("checkbox", { name: /I have read the disclosure/ }).check();
  await page.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signed. Thank you.");
  await expect(page.getByText("Morgan Ellis signed this proposal on")).toBeVisible();
  await expect(page.locator("#signed")).toContainText("$19,500");
  // The refused signature above answered 422 on purpose, which Chromium logs; nothing else.
  expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);

  const pdfLink = page.getByRole("link", { name: "Download Your Signed Copy (PDF)" });
  const pdf = await visitorAt(nginx, "127.0.0.2")((await pdfLink.getAttribute("href"))!);
  expect(pdf.status).toBe(200);
  expect(pdf.headers["content-type"]).toBe("application/pdf");
  const row = await stored(versionId);
  expect(row).toMatchObject({ status: "accepted", signatures: 1 });
  expect(createHash("sha256").update(pdf.bytes).digest("hex")).toBe(row.sha256);
  expect(pdf.bytes.equals(row.bytes!)).toBe(true);
  const text = (await pdfPageTexts(pdf.bytes)).join("\n");
  expect(text).toContain("Morgan Ellis");
  expect(text).toContain("$19,500");
  expect(text).not.toContain("Seamless aluminum gutters");
  const [lead] = await pgQuery<{ status: string }>(
    topology.databaseUrl,
    "SELECT status FROM leads WHERE email = $1",
    "morgan.ellis@example.com",
  );
  expect(lead?.status).toBe("won");

  // Signed, the unsigned copy is gone: the signed PDF is the record now.
  const copy = await visitorAt(nginx, "127.0.0.3")(`${path}/proposal.pdf`);
  expect(copy.status).toBe(404);

  // Back at the link, the signature stands: no second form to sign.
  await page.goto(`${nginx.origin}${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signed. Thank you.");
  await expect(page.getByRole("button", { name: "Sign the proposal" })).toHaveCount(0);
  await context.close();
});

test("the PDF copy beside the consent box opens unsigned, fingerprinted as the page shows it, and only while the proposal can be signed", async ({
  browser,
}) => {
  const { path } = await sentProposalFor("copy.reader@example.com");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${nginx.origin}${path}`);
  const link = page.getByRole("link", { name: "Open the PDF copy of this proposal" });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toBe(`${path}/proposal.pdf`);
  const shown = await page.locator('input[name="shown"]').getAttribute("value");
  await context.close();

  const copy = await visitorAt(nginx, "127.0.0.6")(href!);
  expect(copy.status).toBe(200);
  expect(copy.headers["content-type"]).toBe("application/pdf");
  expect(copy.headers["content-disposition"]).toMatch(
    /^inline; filename="Q-[A-Z0-9]+-1-v1-proposal\.pdf"$/,
  );
  const text = (await pdfPageTexts(copy.bytes)).join("\n");
  expect(text).toContain("for your review");
  expect(text).toContain("It is not signed");
  // Both options with their prices for this roof, and the hash the sign form carries.
  expect(text).toContain("$16,500");
  expect(text).toContain("$19,500");
  expect(text).toContain(shown!);
  // The same bytes each time: a homeowner's saved copy matches a later one.
  const again = await visitorAt(nginx, "127.0.0.7")(href!);
  expect(again.bytes.equals(copy.bytes)).toBe(true);

  // A made-up token, or a path under a real one that is not the copy: 404, nothing else.
  const guessed = await visitorAt(nginx, "127.0.0.6")(`/proposal/${"A".repeat(43)}/proposal.pdf`);
  expect(guessed.status).toBe(404);
  expect(guessed.body).not.toContain("%PDF");
});

test("two signatures racing through both instances make one, and the loser is told it is signed", async () => {
  const { path, versionId } = await sentProposalFor("race@example.com");
  const page = await visitorAt(nginx, "127.0.0.3")(path);
  const shown = /name="shown" value="([0-9a-f]{64})"/.exec(page.body)?.[1];
  expect(shown).toBeTruthy();
  const sign = (address: string, name: string) =>
    visitorAt(nginx, address)(
      path,
      formPost(
        nginx,
        {
          intent: "sign",
          option: "option-1",
          name,
          consent: "on",
          shown: shown!,
          "total-for": "?option=option-1",
        },
        {
          // A forged client address: nginx's own address for the client wins.
          "X-Forwarded-For": "203.0.113.66",
        },
      ),
    );
  const answers = await Promise.all([
    sign("127.0.0.3", "Pat Ellis"),
    sign("127.0.0.4", "Sam Ellis"),
  ]);
  // One is signed (303 to the signed page); the other is told its signature was not added.
  expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
  const loser = answers.find((answer) => answer.status === 409)!;
  expect(loser.body).toContain("This proposal was already signed");
  expect(loser.body).toContain("Your signature was not added");
  const row = await stored(versionId);
  expect(row).toMatchObject({ status: "accepted", signatures: 1 });
  const [signature] = await pgQuery<{ client_address: string }>(
    topology.databaseUrl,
    "SELECT client_address FROM proposal_signatures WHERE version_id = $1",
    versionId,
  );
  expect(["127.0.0.3", "127.0.0.4"]).toContain(signature?.client_address);
  const after = await visitorAt(nginx, "127.0.0.4")(path);
  expect(after.body).toContain("Signed. Thank you.");
});

test("what an attacker tries first gets a clear answer and changes nothing", async () => {
  const { path, versionId } = await sentProposalFor("attacks@example.com");
  const visitor = visitorAt(nginx, "127.0.0.5");
  const shown = /name="shown" value="([0-9a-f]{64})"/.exec((await visitor(path)).body)?.[1] ?? "";
  const signing = {
    intent: "sign",
    option: "option-1",
    name: "Dana Whitfield",
    consent: "on",
    shown,
    "total-for": "?option=option-1",
  };

  const posted = await visitor(path, formPost(nginx, { ...signing, total: "1" }));
  expect(posted.status).toBe(400);
  expect(posted.body).toContain('The form has no field "total". Nothing was changed.');

  const noConsent = await visitor(path, formPost(nginx, { ...signing, consent: "" }));
  expect(noConsent.status).toBe(422);
  expect(noConsent.body).toContain("Please tick the box to agree to sign electronically");

  const bell = await visitor(path, formPost(nginx, { ...signing, name: "\u0007\u0007\u0007" }));
  expect(bell.status).toBe(422);
  expect(bell.body).toContain("Please type your full name");

  const unknownOption = await visitor(
    path,
    formPost(nginx, { ...signing, option: "option-9", "total-for": "?option=option-9" }),
  );
  expect(unknownOption.status).toBe(422);

  // A choice other than the one whose total the page showed is not signed.
  const unseen = await visitor(path, formPost(nginx, { ...signing, "total-for": "" }));
  expect(unseen.status).toBe(422);
  expect(unseen.body).toContain("Nothing is signed yet");

  const stale = await visitor(path, formPost(nginx, { ...signing, shown: "0".repeat(64) }));
  expect(stale.status).toBe(422);
  expect(stale.body).toContain("This proposal changed while you had it open");

  const huge = await visitor(path, formPost(nginx, { ...signing, name: "x".repeat(100_000) }));
  expect(huge.status).toBe(413);

  const crossSite = await visitor(
    path,
    formPost(nginx, signing, { Origin: "https://evil.example" }),
  );
  expect(crossSite.status).toBe(403);

  const chunked = await visitor(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: nginx.origin,
      "Transfer-Encoding": "chunked",
    },
    body: "intent=sign&option=%%%",
  });
  expect(chunked.status).toBeGreaterThanOrEqual(400);
  expect(chunked.status).toBeLessThan(500);

  const token = path.split("/").at(-1)!;
  for (const [guess, status] of [
    [proposalPagePaths.page("A".repeat(43)), 404],
    [proposalPagePaths.page(`${token.slice(0, -1)}${token.endsWith("B") ? "C" : "B"}`), 404],
    // The server's own limit on a request line answers first.
    [proposalPagePaths.page("x".repeat(5000)), 414],
    // Not signed yet: no PDF.
    [proposalPagePaths.signedPdf(token), 404],
  ] as const) {
    const answer = await visitor(guess);
    expect(answer.status, guess.slice(0, 60)).toBe(status);
    expect(answer.body).not.toContain("Morgan");
  }
  // Still "sent": these fetches were no browser navigating, so none counts as the homeowner's view.
  expect(await stored(versionId)).toMatchObject({ status: "sent", signatures: 0, sha256: null });

  // A "no" is kept with its reason; the link then says so.
  const declined = await visitor(
    path,
    formPost(nginx, { intent: "decline", reason: "Went with metal." }),
  );
  expect(declined.status).toBe(303);
  expect((await visitor(path)).body).toContain("You declined this proposal");
  expect((await visitor(path, formPost(nginx, signing))).status).toBe(303);
  expect(await stored(versionId)).toMatchObject({ status: "declined", signatures: 0 });
});

test("the page passes axe on a phone and loads no script before the homeowner touches it", async ({
  browser,
}) => {
  const { path } = await sentProposalFor("axe@example.com");
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${nginx.origin}${path}?option=option-1`);
    await expect(page.getByRole("status")).toContainText("Total");
    expect(scripts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  }
});
