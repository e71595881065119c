import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addStaffAccount, PASSWORD, STAFF, STAFF_ENV } from "./admin-support";
import { axeViolations, watchPageErrors } from "./support/page-checks";
import { freePort } from "../src/test-support/ports";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { startMailbox, type TestMailbox } from "./support/smtp";

/*
 * Staff accounts by invitation only: nobody can claim an address by signing up; a member
 * of staff invites a colleague from the inbox, the email arrives over SMTP, and its link
 * sets a password once.
 */
test.describe.configure({ mode: "serial" });

let site: SiteServer;
let mailbox: TestMailbox;
let officeCookie: string;
let invitationLink: string;

test.beforeAll(async () => {
  mailbox = await startMailbox(await freePort());
  site = await startSiteServer({ ...STAFF_ENV, SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  officeCookie = await addStaffAccount(site, STAFF.office);
});

test.afterAll(async () => {
  await site.stop();
  await mailbox.stop();
});

const users = () =>
  site.query<{ email: string }>('SELECT email FROM "user" ORDER BY email').map((row) => row.email);

async function signedInAsOffice(page: Page) {
  const [name = "", value = ""] = officeCookie.split("=");
  await page.context().addCookies([{ name, value, url: site.url }]);
}

/** Invites an address from the staff page and returns the link from the email that arrives. */
async function inviteFromStaffPage(page: Page, email: string) {
  const before = mailbox.messages.length;
  await page.goto(`${site.url}/admin/staff`);
  await page.getByRole("textbox", { name: /^Email address/ }).fill(email);
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(/Invitation sent/);
  const mail = (await mailbox.waitFor(before + 1))[before];
  expect(mail?.to).toBe(email);
  return mail?.text.match(/https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/)?.[0] ?? "";
}

/** A browser with no session and JavaScript off: the invitee's. */
const inviteeBrowser = (browser: Browser) => browser.newContext({ javaScriptEnabled: false });

function postPassword(link: string, password = "a different long password") {
  return fetch(link, {
    method: "POST",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password, confirm: password }),
    redirect: "manual",
  });
}

const signUpOverHttp = (email: string) =>
  fetch(`${site.url}/admin/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url },
    body: JSON.stringify({ email, password: PASSWORD, name: "Mallory" }),
  });

test("a stranger cannot claim an allowlisted address, by the API or by a page", async ({
  page,
}) => {
  for (const email of [STAFF.estimator, STAFF.office, "stranger@example.com"]) {
    const response = await signUpOverHttp(email);
    expect(response.status, email).toBe(403);
    expect(await response.json()).toMatchObject({ message: /by invitation only/ });
    expect(response.headers.getSetCookie()).toEqual([]);
  }
  const formPost = await fetch(`${site.url}/admin/sign-up`, {
    method: "POST",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: STAFF.estimator, password: PASSWORD }),
    redirect: "manual",
  });
  // The page is gone: not found, or (for a browser) sent to sign-in first.
  expect([303, 404]).toContain(formPost.status);
  expect(formPost.headers.getSetCookie()).toEqual([]);

  const gone = await page.goto(`${site.url}/admin/sign-up`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("button", { name: /Create/ })).toHaveCount(0);
  await page.goto(`${site.url}/admin/sign-in`);
  await expect(page.locator('a[href*="sign-up"]')).toHaveCount(0);
  expect(users()).toEqual([STAFF.office]);
});

test("staff invite a colleague; the emailed link sets a password once and signs in", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const errors = await watchPageErrors(page);
  await signedInAsOffice(page);
  await page.goto(`${site.url}/admin`);
  await page
    .getByRole("navigation", { name: "Staff pages" })
    .getByRole("link", { name: "Staff" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  invitationLink = await inviteFromStaffPage(page, STAFF.estimator);
  expect(invitationLink.startsWith(`${site.url}/admin/invitation?token=`)).toBe(true);
  const mail = mailbox.messages.at(-1)!;
  expect(mail.subject).toBe(`${STAFF.office} invited you to the Ridgeline Roofing lead inbox`);
  expect(mail.text).toContain(`${STAFF.office} has invited you`);
  expect(mail.text).toMatch(/The link expires on \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M E[SD]T/);
  expect(mail.html).toContain(`href="${invitationLink}"`);
  const invitations = page.getByRole("region", { name: "Invitations" });
  await expect(invitations.getByRole("row").filter({ hasText: STAFF.estimator })).toContainText(
    "Pending",
  );
  expect(await axeViolations(page)).toEqual([]);

  // While the invitation is pending, only its link can make the account.
  // (403, or 429 if better-auth's limit of 3 sign-up calls in 10 s is still counting.)
  const signUp = await signUpOverHttp(STAFF.estimator);
  expect([403, 429]).toContain(signUp.status);
  expect(signUp.headers.getSetCookie()).toEqual([]);
  const guessed = await postPassword(`${site.url}/admin/invitation?token=${"A".repeat(43)}`);
  expect(guessed.status).toBe(404);
  expect(await guessed.text()).toContain("This invitation link is not valid.");
  expect(users()).toEqual([STAFF.office]);

  // Looking at the link does not use it; axe needs JavaScript, the invitee does not.
  const looker = await browser.newContext();
  const lookerPage = await looker.newPage();
  const opened = await lookerPage.goto(invitationLink);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["referrer-policy"]).toBe("strict-origin");
  await expect(lookerPage.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await expect(lookerPage.getByText(`${STAFF.office} invited you`)).toBeVisible();
  expect(await axeViolations(lookerPage)).toEqual([]);
  await looker.close();

  const invitee = await inviteeBrowser(browser);
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(invitationLink);
  await inviteePage.getByLabel("New password").fill(PASSWORD);
  await inviteePage.getByLabel("Type the password again").fill(PASSWORD);
  const posted = inviteePage.waitForRequest((request) => request.method() === "POST");
  await inviteePage.getByRole("button", { name: "Set Password and Sign In" }).click();
  const token = new URL(invitationLink).searchParams.get("token") ?? "";
  expect((await (await posted).allHeaders())["referer"]).toBe(`${site.url}/`);
  await expect(inviteePage).toHaveURL(`${site.url}/admin`);
  await expect(inviteePage.getByText(`Signed in as ${STAFF.estimator}`)).toBeVisible();
  await invitee.close();

  expect(users()).toEqual([STAFF.estimator, STAFF.office]);
  // The request log has the path only, never the token.
  expect(site.output()).toContain("/admin/invitation");
  expect(site.output()).not.toContain(token);
  await page.reload();
  await expect(invitations.getByRole("row").filter({ hasText: STAFF.estimator })).toContainText(
    "Accepted",
  );
  const accounts = page.getByRole("region", { name: "Accounts" });
  await expect(accounts.getByRole("row").filter({ hasText: STAFF.estimator })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a used link is refused with a clear message and sets nothing", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(invitationLink);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("alert")).toContainText("This invitation has already been used.");
  await expect(page.getByLabel("New password")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();

  const again = await postPassword(invitationLink);
  expect(again.status).toBe(410);
  expect(again.headers.getSetCookie()).toEqual([]);
  expect(users()).toEqual([STAFF.estimator, STAFF.office]);
});

test("an expired link is refused with a clear message and creates nothing", async ({
  page,
  browser,
}) => {
  await signedInAsOffice(page);
  const link = await inviteFromStaffPage(page, STAFF.locked);
  const db = new DatabaseSync(join(site.dataDir, "site.db"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("UPDATE staff_invitations SET expires_at = ? WHERE email = ?").run(
      new Date(Date.now() - 1000).toISOString(),
      STAFF.locked,
    );
  } finally {
    db.close();
  }

  const context = await inviteeBrowser(browser);
  const inviteePage = await context.newPage();
  expect((await inviteePage.goto(link))?.status()).toBe(410);
  await expect(inviteePage.getByRole("alert")).toContainText(
    "This invitation has expired. Ask a colleague to send a new one.",
  );
  await context.close();
  expect((await postPassword(link)).status).toBe(410);
  expect(users()).not.toContain(STAFF.locked);

  await page.reload();
  const row = page.getByRole("region", { name: "Invitations" }).getByRole("row");
  await expect(row.filter({ hasText: STAFF.locked })).toContainText("Expired");
});

test("staff revoke an invitation and remove an account, but not their own", async ({
  page,
  browser,
}) => {
  await signedInAsOffice(page);
  const link = await inviteFromStaffPage(page, STAFF.locked);
  await page.getByRole("button", { name: `Revoke the invitation for ${STAFF.locked}` }).click();
  await expect(page.getByRole("status")).toHaveText(/Invitation revoked/);
  const context = await inviteeBrowser(browser);
  const inviteePage = await context.newPage();
  expect((await inviteePage.goto(link))?.status()).toBe(410);
  await expect(inviteePage.getByRole("alert")).toContainText("This invitation was withdrawn.");
  await context.close();

  const estimatorCookie = await fetch(`${site.url}/admin/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url },
    body: JSON.stringify({ email: STAFF.estimator, password: PASSWORD }),
  }).then((response) => response.headers.getSetCookie()[0]?.split(";")[0] ?? "");
  await page.getByRole("button", { name: `Remove the account ${STAFF.estimator}` }).click();
  await expect(page.getByRole("status")).toHaveText(/Account removed/);
  expect(users()).toEqual([STAFF.office]);
  const after = await fetch(`${site.url}/admin`, {
    headers: { cookie: estimatorCookie },
    redirect: "manual",
  });
  expect(after.status).toBe(303);

  const accounts = page.getByRole("region", { name: "Accounts" });
  await expect(accounts.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await expect(accounts).toContainText("Your account (only a colleague can remove it)");
  const officeId = site.query<{ id: string }>('SELECT id FROM "user"')[0]?.id ?? "";
  const own = await fetch(`${site.url}/admin/staff?_action=admin.removeStaffAccount`, {
    method: "POST",
    headers: {
      cookie: officeCookie,
      Origin: site.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ accountId: officeId }),
  });
  expect(own.status).toBe(403);
  expect(await own.text()).toContain("You cannot remove your own account.");
  expect(users()).toEqual([STAFF.office]);
});

test("an invitation to an address off the staff list is refused clearly", async ({ page }) => {
  await signedInAsOffice(page);
  await page.goto(`${site.url}/admin/staff`);
  const sent = mailbox.messages.length;
  await page.getByRole("textbox", { name: /^Email address/ }).fill("stranger@example.com");
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByText("This email address is not on the staff list")).toBeVisible();
  expect(
    site.query("SELECT id FROM staff_invitations WHERE email = ?", "stranger@example.com"),
  ).toEqual([]);
  expect(site.query("SELECT id FROM outbox WHERE recipients LIKE '%stranger%'")).toEqual([]);
  expect(mailbox.messages.length).toBe(sent);
  expect(await axeViolations(page)).toEqual([]);
});
