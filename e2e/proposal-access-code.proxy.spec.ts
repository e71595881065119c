import { expect, test, type Browser, type Page } from "@playwright/test";
import { waitFor } from "../src/test-support/wait-for.ts";
import type { ReceivedMail } from "../src/test-support/parse-mail.ts";
import { pgQuery } from "./support/postgres";
import type { TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { startReviewTopology, type ReviewTopology } from "./support/review-topology";
import { proposalSentThroughQuote, reviewTopologySite } from "./support/proposal-flow";

/*
 * The access code an old proposal link asks for, in the topology the README deploys (two
 * instances on one Postgres behind nginx with TLS, a real SMTP server). A link is aged by
 * moving its version's sending time back 15 days in the database, as the office's clock
 * would have it. With JavaScript off and on: the gate shows no price, the code goes to the
 * lead's address only, five wrong codes lock it, the right one opens the page, the PDF and
 * signing, one link's cookie opens no other, and forged headers, double presses and a
 * replayed code get nothing.
 */
test.describe.configure({ mode: "serial" });

let topology: ReviewTopology;
let nginx: TlsProxy;

test.beforeAll(async () => {
  topology = await startReviewTopology("proposal_access");
  nginx = topology.nginx;
});

test.afterAll(async () => {
  await topology?.stop();
});

const GATE_HEADING = "Enter a code to open your proposal";
const CODE_SUBJECT = "Your code for roof proposal";

/** A lead through the quote form and a proposal sent for it; its link's path and version. */
async function sentProposalFor(email: string, name: string) {
  return proposalSentThroughQuote(reviewTopologySite(topology), { email, name });
}

/** Moves the version's sending back `days` days: its link is that old now. */
const age = (versionId: number, days = 15) =>
  pgQuery(
    topology.databaseUrl,
    `UPDATE proposal_versions SET sent_at = to_char((sent_at::timestamptz - make_interval(days => $2)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') WHERE id = $1`,
    versionId,
    days,
  );

const codeMails = () =>
  topology.mailbox.messages.filter((mail) => mail.subject.startsWith(CODE_SUBJECT));

/** The next code email after the `seen` ones already received; to whom it went, and the code. */
async function nextCode(seen: number): Promise<{ mail: ReceivedMail; code: string }> {
  const mail = await waitFor(() => codeMails()[seen], "a code email");
  const code = /^(\d{6})$/m.exec(mail.text)?.[1];
  expect(code, mail.text).toBeTruthy();
  return { mail, code: code! };
}

/** The signatures and code rows stored for a version. */
const storedFor = (versionId: number) =>
  pgQuery<{ signatures: number; codes: number; attempts: number | null }>(
    topology.databaseUrl,
    `SELECT (SELECT count(*)::int FROM proposal_signatures WHERE version_id = $1) AS signatures,
            (SELECT count(*)::int FROM proposal_access_codes WHERE version_id = $1) AS codes,
            (SELECT max(attempts) FROM proposal_access_codes WHERE version_id = $1) AS attempts`,
    versionId,
  ).then((rows) => rows[0]!);

async function expectGate(page: Page, masked: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(GATE_HEADING);
  await expect(page.getByText(masked).first()).toBeVisible();
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/\$\d/);
  expect(text).not.toContain("Better");
}

async function emailMeACode(page: Page) {
  await page.getByRole("button", { name: /Email Me a (New )?Code/ }).click();
  // Queued, not yet delivered: the page does not claim it went out.
  await expect(page.getByRole("status")).toContainText("We are emailing a code");
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel("6-digit code from the email").fill(code);
  await page.getByRole("button", { name: "Open My Proposal" }).click();
}

async function contextFor(browser: Browser, javaScriptEnabled: boolean) {
  return browser.newContext({ javaScriptEnabled });
}

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`${mode}: an old link shows the gate and no price; the code goes to the lead's address only and opens the page, the PDF and signing`, async ({
    browser,
  }) => {
    const email = `gate.${javaScriptEnabled ? "js" : "nojs"}@example.com`;
    const { path, versionId } = await sentProposalFor(email, "Morgan Ellis");
    await age(versionId);
    const context = await contextFor(browser, javaScriptEnabled);
    const page = await context.newPage();
    await page.goto(`${nginx.origin}${path}`);
    await expectGate(page, "g•••@example.com");
    await expect(page).toHaveURL(`${nginx.origin}${path}`);
    // Nothing under the link answers without the code: each goes back to the page.
    const stranger = visitorAt(nginx, "127.0.0.5");
    for (const sub of ["/proposal.pdf", "/signed.pdf", "/photos/AAAAAAAAAAAAAAAAAAAAAA.jpg"]) {
      const answer = await stranger(`${path}${sub}`);
      expect(answer.status, sub).toBe(303);
      expect(answer.headers.location).toBe(path);
    }
    for (const [target, fields] of [
      [path, { intent: "sign", option: "option-1", name: "Morgan Ellis", consent: "yes" }],
      [path, { intent: "decline", reason: "" }],
      [`${path}/deposit`, {}],
    ] as const) {
      const answer = await stranger(target, formPost(nginx, fields));
      expect(answer.status, target).toBe(303);
      expect(answer.headers.location).toBe(path);
    }
    expect(await storedFor(versionId)).toMatchObject({ signatures: 0, codes: 0 });

    const seen = codeMails().length;
    await emailMeACode(page);
    const { mail, code } = await nextCode(seen);
    expect(mail.to).toBe(email);
    expect(mail.subject).not.toContain(code);
    // One email, to the address on file: no other code email went anywhere.
    await page.waitForTimeout(500);
    expect(codeMails().slice(seen)).toHaveLength(1);
    // Once the mail server took it, the gate says it was emailed, and when.
    await expect
      .poll(async () => {
        await page.goto(`${nginx.origin}${path}`);
        return page.locator("main").innerText();
      })
      .toMatch(/Our last code was emailed at \d{1,2}:\d{2} [AP]M/);

    await typeCode(page, `${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(page).toHaveURL(`${nginx.origin}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your roof proposal, Morgan Ellis",
    );
    const [cookie] = (await context.cookies()).filter(({ name }) => name === "proposal_access");
    expect(cookie).toMatchObject({ path, httpOnly: true, secure: true, sameSite: "Lax" });

    // The rest of the visit works: the PDF copy, then choosing and signing.
    const pdf = await visitorAt(nginx, "127.0.0.4")(`${path}/proposal.pdf`, {
      headers: { Cookie: `proposal_access=${cookie!.value}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    await page.getByRole("radio", { name: /Better/ }).check();
    await page.getByRole("button", { name: "Update Total" }).click();
    await expect(page.getByRole("status")).toContainText("Total$19,500");
    await page.getByLabel("Type your full name to sign").fill("Morgan Ellis");
    await page.getByRole("checkbox", { name: /I have read the disclosure/ }).check();
    await page.getByRole("button", { name: "Sign the proposal" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signed. Thank you.");
    expect(await storedFor(versionId)).toMatchObject({ signatures: 1, codes: 1 });

    // The code worked once: typed again, from anywhere, it opens nothing.
    const replay = await stranger(`${path}/code`, formPost(nginx, { intent: "verify", code }));
    expect(replay.status).toBe(422);
    expect(replay.body).toContain("already used");
    expect(replay.headers["set-cookie"]).toBeUndefined();
    const trail = await pgQuery<{ kind: string; client_address: string }>(
      topology.databaseUrl,
      "SELECT kind, client_address FROM proposal_events WHERE version_id = $1 AND kind LIKE 'code-%' ORDER BY id",
      versionId,
    );
    expect(trail).toEqual([
      { kind: "code-sent", client_address: "127.0.0.1" },
      { kind: "code-verified", client_address: "127.0.0.1" },
    ]);
    await context.close();
  });

  test(`${mode}: five wrong codes lock the code; a new code opens the page`, async ({
    browser,
  }) => {
    const email = `locked.${javaScriptEnabled ? "js" : "nojs"}@example.com`;
    const { path, versionId } = await sentProposalFor(email, "Riley Lock");
    await age(versionId);
    const context = await contextFor(browser, javaScriptEnabled);
    const page = await context.newPage();
    await page.goto(`${nginx.origin}${path}`);
    await expectGate(page, "l•••@example.com");
    const seen = codeMails().length;
    await emailMeACode(page);
    const { code } = await nextCode(seen);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 0; left--) {
      await typeCode(page, wrong);
      await expect(page.getByRole("alert")).toContainText(
        left > 0 ? `(${left} ${left === 1 ? "try" : "tries"} left)` : "no tries left",
      );
    }
    await typeCode(page, code);
    await expect(page.getByRole("alert")).toContainText("typed wrong too many times");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GATE_HEADING);
    expect(await storedFor(versionId)).toMatchObject({ attempts: 5 });

    // A minute later (moved back in the database rather than waited), a new code.
    await pgQuery(
      topology.databaseUrl,
      "UPDATE proposal_access_codes SET sent_at = '2000-01-01T00:00:00.000Z' WHERE version_id = $1",
      versionId,
    );
    await page.goto(`${nginx.origin}${path}`);
    await emailMeACode(page);
    const fresh = await nextCode(seen + 1);
    await typeCode(page, fresh.code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your roof proposal, Riley Lock",
    );
    await context.close();
  });
}

test("one link's cookie opens no other; a young link needs no code", async ({ browser }) => {
  const a = await sentProposalFor("link.a@example.com", "Avery Able");
  const b = await sentProposalFor("link.b@example.com", "Blake Baker");
  const young = await sentProposalFor("young.link@example.com", "Casey Young");
  await age(a.versionId);
  await age(b.versionId);
  await age(young.versionId, 13);

  const context = await contextFor(browser, false);
  const page = await context.newPage();
  await page.goto(`${nginx.origin}${a.path}`);
  const seen = codeMails().length;
  await emailMeACode(page);
  await typeCode(page, (await nextCode(seen)).code);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your roof proposal, Avery Able",
  );
  // In the same browser, link B still asks: the cookie's path is A's alone.
  await page.goto(`${nginx.origin}${b.path}`);
  await expectGate(page, "l•••@example.com");
  // Carried to B by hand, A's cookie opens nothing of B's either: it is signed for A.
  const [cookie] = (await context.cookies()).filter(({ name }) => name === "proposal_access");
  const withA = { headers: { Cookie: `proposal_access=${cookie!.value}` } };
  const visitor = visitorAt(nginx, "127.0.0.7");
  const bPage = await visitor(b.path, withA);
  expect(bPage.status).toBe(200);
  expect(bPage.body).toContain(GATE_HEADING);
  expect(bPage.body).not.toContain("Blake Baker");
  expect((await visitor(`${b.path}/proposal.pdf`, withA)).status).toBe(303);
  expect((await visitor(`${a.path}/proposal.pdf`, withA)).status).toBe(200);

  // B's link spelled another way the router still reads (".html", a %-escaped letter, other
  // case) is refused or gated, never shown: the gate is never looser than the router.
  const bToken = b.path.split("/").at(-1)!;
  const escaped = `%${bToken.charCodeAt(0).toString(16).toUpperCase()}${bToken.slice(1)}`;
  for (const spelling of [
    `${b.path}.html`,
    `${b.path}.html/proposal.pdf`,
    `/proposal/${escaped}`,
    `/proposal/${escaped}/proposal.pdf`,
    `/PROPOSAL/${bToken}`,
    `/Proposal/${bToken}/proposal.pdf`,
  ]) {
    const answer = await visitor(spelling);
    expect(answer.body, spelling).not.toContain("Blake Baker");
    // nginx may decode a path before it reaches the site: then it is the link, and gated.
    if (answer.status === 200) expect(answer.body, spelling).toContain(GATE_HEADING);
    else expect([303, 404], spelling).toContain(answer.status);
    const posted = await visitor(spelling, formPost(nginx, { intent: "decline", reason: "" }));
    expect([303, 403, 404], spelling).toContain(posted.status);
  }
  const [bRow] = await pgQuery<{ status: string }>(
    topology.databaseUrl,
    "SELECT status FROM proposal_versions WHERE id = $1",
    b.versionId,
  );
  expect(bRow?.status).toBe("sent");

  // Thirteen days old, the link opens as it always has.
  const youngPage = await visitor(young.path);
  expect(youngPage.status).toBe(200);
  expect(youngPage.body).toContain("Your roof proposal, Casey Young");
  expect(youngPage.body).not.toContain(GATE_HEADING);
  await context.close();
});

test("forged X-Forwarded-For, two presses at once on two instances, the right code twice at once and odd posts get nothing extra", async () => {
  const email = "attacked.owner@example.com";
  const { path, versionId } = await sentProposalFor(email, "Jamie Target");
  await age(versionId);
  const codePath = `${path}/code`;
  const seen = codeMails().length;

  // An address from the request is refused whole, and nothing is sent.
  const withAddress = await visitorAt(nginx, "127.0.0.8")(
    codePath,
    formPost(nginx, { intent: "send", email: "attacker@evil.example" }),
  );
  expect(withAddress.status).toBe(400);
  // A 100 KB body is refused before it is read.
  const huge = await visitorAt(nginx, "127.0.0.8")(
    codePath,
    formPost(nginx, { intent: "verify", code: "1".repeat(100_000) }),
  );
  expect(huge.status).toBe(413);
  expect(await storedFor(versionId)).toMatchObject({ codes: 0 });

  // Ten presses at once from "ten addresses" (forged X-Forwarded-For), across both
  // instances: one code is emailed, and the trail keeps the address nginx saw.
  const presses = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      visitorAt(nginx, "127.0.0.9")(
        codePath,
        formPost(nginx, { intent: "send" }, { "X-Forwarded-For": `198.51.100.${index + 1}` }),
      ),
    ),
  );
  for (const press of presses) expect(press.status).toBe(200);
  const { mail, code } = await nextCode(seen);
  expect(mail.to).toBe(email);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(codeMails().slice(seen)).toHaveLength(1);
  expect(await storedFor(versionId)).toMatchObject({ codes: 1 });
  const [sent] = await pgQuery<{ client_address: string }>(
    topology.databaseUrl,
    "SELECT client_address FROM proposal_events WHERE version_id = $1 AND kind = 'code-sent'",
    versionId,
  );
  expect(sent?.client_address).toBe("127.0.0.9");

  // The right code twice at once (a double press, or a thief racing): one opens, one is told
  // it was used; a replay later opens nothing.
  const twice = await Promise.all(
    [0, 1].map(() =>
      visitorAt(nginx, "127.0.0.9")(codePath, formPost(nginx, { intent: "verify", code })),
    ),
  );
  const opened = twice.filter((answer) => answer.status === 303);
  expect(opened).toHaveLength(1);
  expect(opened[0]!.headers.location).toBe(path);
  const refused = twice.find((answer) => answer.status !== 303)!;
  expect(refused.status).toBe(422);
  expect(refused.body).toContain("already used");
  const setCookie = String(opened[0]!.headers["set-cookie"]);
  expect(setCookie).toContain(`Path=${path};`);
  const value = /proposal_access=([^;]+)/.exec(setCookie)![1]!;
  const withCookie = await visitorAt(nginx, "127.0.0.10")(path, {
    headers: { Cookie: `proposal_access=${value}` },
  });
  expect(withCookie.body).toContain("Your roof proposal, Jamie Target");
  // A cookie edited to last longer is not ours.
  const [until, mac] = value.split(".");
  const stretched = await visitorAt(nginx, "127.0.0.10")(path, {
    headers: { Cookie: `proposal_access=${Number(until) + 3600}.${mac}` },
  });
  expect(stretched.body).toContain(GATE_HEADING);
});
