import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test, type Browser } from "@playwright/test";
import { site } from "../src/config/site.ts";
import { pdfPageTexts } from "../src/test-support/pdf-text.ts";
import { waitFor } from "../src/test-support/wait-for.ts";
import { axeViolations } from "./support/page-checks";
import { pgQuery } from "./support/postgres";
import type { TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { OFFICE, startReviewTopology, type ReviewTopology } from "./support/review-topology";
import {
  proposalSentThroughQuote,
  reviewTopologySite,
  signedOnPage,
} from "./support/proposal-flow";

/*
 * A second signer, in the topology the README deploys (two instances on one Postgres behind
 * nginx with TLS, a real SMTP server): the homeowner signs, invites a second signer from the
 * confirmation page without JavaScript, the invitation arrives with its link, the co-signer
 * signs without JavaScript, and both signers and the office get the co-signed PDF. Each
 * link opens only its own pages; forged addresses, cross-site posts, oversized bodies and a
 * fourth invitation change nothing.
 */
test.describe.configure({ mode: "serial" });

let topology: ReviewTopology;
let nginx: TlsProxy;
const SHOTS = "/work/shots/cosign";

test.beforeAll(async () => {
  topology = await startReviewTopology("proposal_cosign");
  nginx = topology.nginx;
  mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await topology?.stop();
});

const mailsTo = (to: string, subject: string) =>
  topology.mailbox.messages.filter(
    (mail) => mail.to.includes(to) && mail.subject.startsWith(subject),
  );

const mailTo = (to: string, subject: string, count = 1) =>
  waitFor(() => mailsTo(to, subject)[count - 1], `email ${count} to ${to}: ${subject}`);

/** A lead through the quote form from `email`, a proposal sent to it and signed; its link's path. */
async function signedBy(email: string, name: string) {
  const sent = await proposalSentThroughQuote(
    reviewTopologySite(topology),
    { email, name },
    { officeAlerts: OFFICE },
  );
  await signedOnPage(nginx, sent.path, name);
  return sent;
}

/** The path of the co-signer's link in the newest invitation to `to`. */
async function invitationPath(to: string, count = 1) {
  const mail = await mailTo(to, "Please co-sign roof proposal", count);
  const link = new RegExp(`${nginx.origin}(/proposal/cosign/[\\w-]{43})`).exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();
  return { path: link!, mail };
}

const signatures = (versionId: number) =>
  pgQuery<{
    role: string;
    typed_name: string;
    client_address: string | null;
    identified_by: string;
    shown_sha256: string;
    signed_sha256: string;
  }>(
    topology.databaseUrl,
    "SELECT role, typed_name, client_address, identified_by, shown_sha256, signed_sha256 FROM proposal_signatures WHERE version_id = $1 ORDER BY id",
    versionId,
  );

const invitedEvents = (versionId: number) =>
  pgQuery<{ client_address: string | null }>(
    topology.databaseUrl,
    "SELECT client_address FROM proposal_events WHERE version_id = $1 AND kind = 'cosigner-invited' ORDER BY id",
    versionId,
  );

/** Screenshots of `path` at a phone's and a desktop's size, JavaScript on and off; axe's faults. */
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

test("the homeowner invites a second signer and they co-sign, both without JavaScript; both signers and the office get the co-signed PDF", async ({
  browser,
}) => {
  const email = "jordan.cosign@example.com";
  const { versionId, path, reference } = await signedBy(email, "Jordan Avery");
  const signedPdf = await visitorAt(nginx, "127.0.0.3")(`${path}/signed.pdf`);
  expect(signedPdf.status).toBe(200);

  expect(await shoot(browser, path, "invite", "#cosigner")).toEqual([]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${nginx.origin}${path}`);
  const panel = page.locator("#cosigner");
  await expect(panel.getByRole("heading", { name: "Invite a second signer" })).toBeVisible();
  await panel.getByLabel("Their full name").fill("Pat Whitfield");
  await panel.getByLabel("Their email").fill("pat.cosign@example.com");
  await panel.getByRole("button", { name: "Email Them the Link" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    "We emailed Pat Whitfield a link to co-sign this proposal. It works for 14 days.",
  );
  await expect(panel).toBeInViewport();
  await context.close();

  const { path: cosignPath, mail: invitation } = await invitationPath("pat.cosign@example.com");
  expect(invitation.subject).toBe(`Please co-sign roof proposal ${reference}-1 from ${site.name}`);
  expect(invitation.text).toContain(
    `Jordan Avery signed roof proposal ${reference}-1 with ${site.name} and asked that you sign it too`,
  );
  // The office is not told of an invitation; the homeowner's own address gets nothing either.
  expect(mailsTo(OFFICE, "Proposal co-signed")).toEqual([]);

  expect(await shoot(browser, cosignPath, "cosign", "h1")).toEqual([]);
  expect(await shoot(browser, cosignPath, "cosign-sign", "#sign")).toEqual([]);
  const cosigner = await browser.newContext({ javaScriptEnabled: false });
  const cosignPage = await cosigner.newPage();
  await cosignPage.goto(`${nginx.origin}${cosignPath}`);
  await expect(cosignPage.getByRole("heading", { level: 1 })).toHaveText(
    "Please sign this roof proposal too, Pat Whitfield",
  );
  await expect(cosignPage.getByText("Jordan Avery signed this proposal on")).toBeVisible();
  await cosignPage.getByRole("checkbox").check();
  await cosignPage.getByLabel("Type your full name to sign").fill("Pat Whitfield");
  await cosignPage.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(cosignPage.getByRole("heading", { level: 1 })).toHaveText("Signed. Thank you.");
  await cosigner.close();

  const [primary, second] = await signatures(versionId);
  expect(primary).toMatchObject({ role: "primary", typed_name: "Jordan Avery" });
  expect(second).toMatchObject({
    role: "cosigner",
    typed_name: "Pat Whitfield",
    client_address: "127.0.0.1",
    identified_by: "Link emailed to p…@example.com",
  });
  const [cosignedRow] = await pgQuery<{ sha256: string }>(
    topology.databaseUrl,
    "SELECT sha256 FROM proposal_documents WHERE version_id = $1 AND kind = 'cosigned'",
    versionId,
  );

  // Three copies, each the stored co-signed PDF, naming both signers with both fingerprints.
  const subject = `Your co-signed roof proposal from ${site.name}`;
  for (const mail of [
    await mailTo("pat.cosign@example.com", subject),
    await mailTo(email, subject),
    await mailTo(OFFICE, "Proposal co-signed:"),
  ]) {
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe(`${reference}-1-v1-cosigned.pdf`);
    const bytes = Buffer.from(attachment!.content);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(cosignedRow!.sha256);
    const text = (await pdfPageTexts(bytes)).join("\n");
    for (const expected of [
      "Jordan Avery",
      "Pat Whitfield",
      primary!.signed_sha256,
      second!.signed_sha256,
    ])
      expect(text).toContain(expected);
  }
  expect((await mailTo(email, subject)).text).toContain("/my/");

  // The homeowner's page names the co-signer and links their copy; the signed copy is unchanged.
  const visitor = visitorAt(nginx, "127.0.0.3");
  const signedPage = await visitor(path);
  // React separates the text it joins with empty comments.
  expect(signedPage.body.replaceAll("<!-- -->", "")).toMatch(
    /Co-signed by Pat Whitfield on [A-Z][a-z]+ \d{1,2}, \d{4}/,
  );
  expect(await shoot(browser, path, "cosigned-panel", "#cosigner")).toEqual([]);
  const cosignedPdf = await visitor(`${path}/cosigned.pdf`);
  expect(createHash("sha256").update(cosignedPdf.bytes).digest("hex")).toBe(cosignedRow!.sha256);
  expect((await visitor(`${path}/signed.pdf`)).bytes.equals(signedPdf.bytes)).toBe(true);
  const myLink = new RegExp(`${nginx.origin}(/my/[\\w-]+)`).exec(
    (await mailTo(email, subject)).text,
  )?.[1];
  const myPage = await visitor(myLink!);
  expect(myPage.body).toContain("Co-signed copy (PDF)");
  expect(myPage.body).toContain(`${path}/cosigned.pdf`);
  // The co-signer's link now shows their copy.
  const done = await visitorAt(nginx, "127.0.0.4")(`${cosignPath}/cosigned.pdf`);
  expect(createHash("sha256").update(done.bytes).digest("hex")).toBe(cosignedRow!.sha256);
});

test("each link opens only its own pages; forged addresses, cross-site posts, big bodies and a fourth invitation change nothing; two co-signs at once make one", async () => {
  const { versionId, path } = await signedBy("robin.cosign@example.com", "Robin Hale");
  const visitor = visitorAt(nginx, "127.0.0.5");
  const invite = (email: string, headers: Record<string, string> = {}) =>
    visitor(
      path,
      formPost(
        nginx,
        { intent: "invite", "cosigner-name": "Sam Hale", "cosigner-email": email },
        headers,
      ),
    );
  const crossSite = await invite("sam.cosign@example.com", { Origin: "https://evil.example" });
  expect(crossSite.status).toBe(403);
  const huge = await visitor(
    path,
    formPost(nginx, {
      intent: "invite",
      "cosigner-name": "x".repeat(100_000),
      "cosigner-email": "sam.cosign@example.com",
    }),
  );
  expect(huge.status).toBeGreaterThanOrEqual(400);
  expect(huge.status).toBeLessThan(500);
  const badAddress = await invite("not an address");
  expect(badAddress.status).toBe(422);
  expect(badAddress.body).toContain("Please enter their email address");
  expect(await invitedEvents(versionId)).toEqual([]);

  // The first invitation; a forged X-Forwarded-For is not what is recorded.
  const first = await invite("sam.cosign@example.com", { "X-Forwarded-For": "203.0.113.66" });
  expect(first.status).toBe(303);
  expect(await invitedEvents(versionId)).toEqual([{ client_address: "127.0.0.5" }]);
  const { path: firstPath } = await invitationPath("sam.cosign@example.com");
  const token = firstPath.split("/").at(-1)!;
  const viewToken = path.split("/").at(-1)!;

  // A cosign token opens nothing of the homeowner's link, and a view token nothing of the co-signer's.
  for (const wrong of [
    `/proposal/${token}`,
    `/proposal/${token}/signed.pdf`,
    `/proposal/${token}/proposal.pdf`,
    `/proposal/${token}/cosigned.pdf`,
    `/proposal/cosign/${viewToken}`,
    `/proposal/cosign/${viewToken}/proposal.pdf`,
    `/proposal/cosign/${viewToken}/cosigned.pdf`,
  ])
    expect((await visitor(wrong)).status, wrong).toBe(404);
  for (const [wrong, fields] of [
    [`/proposal/${token}`, { intent: "cancel", confirm: "on" }],
    [`/proposal/${token}/deposit`, {}],
    [
      `/proposal/${token}`,
      { intent: "invite", "cosigner-name": "Eve", "cosigner-email": "e@example.com" },
    ],
  ] as const)
    expect((await visitor(wrong, formPost(nginx, fields))).status, wrong).toBe(404);

  // One invitation in ten minutes; three in all. The clock is moved by moving the trail back.
  const tooSoon = await invite("sam.cosign@example.com");
  expect(tooSoon.status).toBe(429);
  expect(tooSoon.body).toContain("You sent an invitation a few minutes ago, so nothing was sent.");
  const earlier = () =>
    pgQuery(
      topology.databaseUrl,
      "UPDATE proposal_events SET at = $1 WHERE version_id = $2 AND kind = 'cosigner-invited'",
      new Date(Date.now() - 11 * 60_000).toISOString(),
      versionId,
    );
  await earlier();
  expect((await invite("sam.cosign@example.com")).status).toBe(303);
  const { path: secondPath } = await invitationPath("sam.cosign@example.com", 2);
  // A new invitation kills the old link.
  expect((await visitor(firstPath)).status).toBe(404);
  await earlier();
  expect((await invite("sam.cosign@example.com")).status).toBe(303);
  const { path: thirdPath } = await invitationPath("sam.cosign@example.com", 3);
  expect((await visitor(secondPath)).status).toBe(404);
  await earlier();
  const fourth = await invite("sam.cosign@example.com");
  expect(fourth.status).toBe(429);
  expect(fourth.body).toContain("You have sent the 3 invitations this proposal allows");
  expect(await invitedEvents(versionId)).toHaveLength(3);

  // The co-signer's form: cross-site 403, a big body 4xx, then two instances at once.
  const page = await visitor(thirdPath);
  expect(page.status).toBe(200);
  const shown = /name="shown" value="([0-9a-f]{64})"/.exec(page.body)?.[1] ?? "";
  const cosign = { intent: "sign", name: "Sam Hale", consent: "on", shown };
  expect(
    (await visitor(thirdPath, formPost(nginx, cosign, { Origin: "https://evil.example" }))).status,
  ).toBe(403);
  const big = await visitor(thirdPath, formPost(nginx, { ...cosign, name: "x".repeat(100_000) }));
  expect(big.status).toBeGreaterThanOrEqual(400);
  expect(big.status).toBeLessThan(500);
  expect((await visitor(thirdPath, formPost(nginx, { ...cosign, total: "1" }))).status).toBe(400);
  expect(await signatures(versionId)).toHaveLength(1);

  const answers = await Promise.all(
    ["127.0.0.6", "127.0.0.7"].map((address) =>
      visitorAt(nginx, address)(
        thirdPath,
        formPost(nginx, cosign, { "X-Forwarded-For": "203.0.113.66" }),
      ),
    ),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
  expect(answers.find((answer) => answer.status === 409)!.body).toContain(
    "This proposal was already co-signed",
  );
  const stored = await signatures(versionId);
  expect(stored).toHaveLength(2);
  expect(["127.0.0.6", "127.0.0.7"]).toContain(stored[1]!.client_address);
  const documents = await pgQuery<{ kind: string }>(
    topology.databaseUrl,
    "SELECT kind FROM proposal_documents WHERE version_id = $1 ORDER BY kind",
    versionId,
  );
  expect(documents).toEqual([{ kind: "cosigned" }, { kind: "signed" }]);
});

test("a link older than 14 days invites no one without the access code; the co-signer's own link needs none", async () => {
  const { versionId, path } = await signedBy("casey.cosign@example.com", "Casey Lane");
  const visitor = visitorAt(nginx, "127.0.0.8");
  expect(
    (
      await visitor(
        path,
        formPost(nginx, {
          intent: "invite",
          "cosigner-name": "Lee Lane",
          "cosigner-email": "lee.cosign@example.com",
        }),
      )
    ).status,
  ).toBe(303);
  const { path: cosignPath } = await invitationPath("lee.cosign@example.com");

  // The homeowner's link turns 15 days old: the gate stands before its form.
  await pgQuery(
    topology.databaseUrl,
    "UPDATE proposal_versions SET sent_at = $1 WHERE id = $2",
    new Date(Date.now() - 15 * 24 * 3600 * 1000).toISOString(),
    versionId,
  );
  await pgQuery(
    topology.databaseUrl,
    "UPDATE proposal_events SET at = $1 WHERE version_id = $2 AND kind = 'cosigner-invited'",
    new Date(Date.now() - 11 * 60_000).toISOString(),
    versionId,
  );
  const gated = await visitor(
    path,
    formPost(nginx, {
      intent: "invite",
      "cosigner-name": "Eve Lane",
      "cosigner-email": "eve.cosign@example.com",
    }),
  );
  expect(gated.status).toBe(303);
  expect(gated.headers.location).toBe(path);
  expect(await invitedEvents(versionId)).toHaveLength(1);
  expect((await visitor(path)).body).toContain("Email Me a Code");
  // The invitation's link counts its 14 days from the invitation, not from the proposal.
  const cosignPage = await visitor(cosignPath);
  expect(cosignPage.status).toBe(200);
  expect(cosignPage.body).toContain("Please sign this roof proposal too, Lee Lane");
});
