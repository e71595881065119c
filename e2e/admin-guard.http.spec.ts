import { expect, test } from "@playwright/test";
import {
  addStaffAccount,
  PASSWORD,
  signInOverHttp,
  signOutOverHttp,
  STAFF,
  STAFF_ENV,
} from "./admin-support";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

test.describe.configure({ mode: "serial" });

let site: SiteServer;
let reference: string;

test.beforeAll(async () => {
  site = await startSiteServer(STAFF_ENV);
  reference = await referenceOf(
    await postQuote(site.url, quoteFields({ email: "guarded@example.com" })),
  );
});

test.afterAll(async () => {
  await site.stop();
});

const leadStatus = () =>
  site.query<{ status: string }>("SELECT status FROM leads WHERE reference = ?", reference)[0]
    ?.status;
const noteCount = () =>
  site.query<{ count: number }>("SELECT COUNT(*) AS count FROM lead_events")[0]?.count;

const adminPages = () => [
  "/admin",
  "/admin?status=new&q=guarded",
  `/admin/leads/${reference}`,
  "/admin/leads/Q-ZZZZZZ",
  "/admin/leads.csv",
  "/admin/reports",
  "/admin/schedule",
  "/admin/integrations",
  "/admin/privacy",
  "/admin/prices",
  "/admin/storms",
  "/admin/proposals",
  "/admin/proposals?status=sent",
  `/admin/proposals/new?lead=${reference}`,
  "/admin/proposals/1",
];

test("every admin page redirects an anonymous visitor to sign-in", async () => {
  for (const path of adminPages()) {
    const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(303);
    expect(response.headers.get("location"), path).toBe(
      `/admin/sign-in?next=${encodeURIComponent(path)}`,
    );
    expect(await response.text(), path).not.toContain("guarded@example.com");
  }
});

test("a forged or expired session cookie counts as none", async () => {
  for (const cookie of ["ridgeline.session_token=forged.value", "ridgeline.session_token="]) {
    const response = await fetch(`${site.url}/admin`, { redirect: "manual", headers: { cookie } });
    expect(response.status).toBe(303);
  }
});

test("every admin action answers 401 to an anonymous caller and changes nothing", async () => {
  const calls: Array<[string, Record<string, string>]> = [
    ["admin.setStatus", { reference, status: "won" }],
    ["admin.addNote", { reference, note: "anonymous note" }],
    ["admin.retryEmail", { reference, messageId: "1" }],
    ["admin.inviteStaff", { email: STAFF.locked }],
    ["admin.revokeInvitation", { invitationId: "8d7f3c2e-1b4a-4c5d-9e6f-0a1b2c3d4e5f" }],
    ["admin.removeStaffAccount", { accountId: "any-account" }],
    ["admin.markCalled", { reference }],
    ["admin.resendDelivery", { reference, deliveryId: "1" }],
    ["admin.sendTestEvent", { endpoint: "0" }],
    ["admin.resumeEndpoint", { endpoint: "0" }],
    ["admin.eraseLead", { reference, confirmation: reference }],
    ["admin.savePrices", { basedOn: "default-2026-11", apr: "1" }],
    ["admin.createProposal", { lead: reference, squares: "24", "tear-off": "125" }],
    ["admin.saveProposal", { versionId: "1", squares: "24" }],
    ["admin.sendProposal", { versionId: "1" }],
    ["admin.reviseProposal", { versionId: "1" }],
    ["admin.withdrawProposal", { versionId: "1" }],
  ];
  for (const [action, fields] of calls) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const multipart = await fetch(`${site.url}/_actions/${action}`, {
      method: "POST",
      headers: { Origin: site.url },
      body: form,
    });
    expect(multipart.status, action).toBe(401);
    const json = await fetch(`${site.url}/_actions/${action}`, {
      method: "POST",
      headers: { Origin: site.url, "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    });
    expect(json.status, action).toBe(401);
    // The same action posted as a page form is refused too, with the way to sign in.
    const pageForm = await fetch(`${site.url}/admin/leads/${reference}?_action=${action}`, {
      method: "POST",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    expect(pageForm.status, action).toBe(401);
    expect(await pageForm.text()).toContain('href="/admin/sign-in"');
  }
  expect(leadStatus()).toBe("new");
  expect(noteCount()).toBe(0);
  expect(site.query("SELECT id FROM staff_invitations")).toEqual([]);
  expect(site.query("SELECT id FROM price_books")).toEqual([]);
  expect(site.query("SELECT id FROM proposals")).toEqual([]);
});

test("a signed-in member of staff gets a clear 4xx for a wrong lead, message or value, and nothing changes", async () => {
  const cookie = await addStaffAccount(site, STAFF.office);
  const call = (action: string, fields: Record<string, string>) =>
    fetch(`${site.url}/_actions/${action}`, {
      method: "POST",
      headers: { cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const calls: Array<[string, Record<string, string>, number]> = [
    ["admin.setStatus", { reference: "Q-ZZZZZZ", status: "won" }, 404],
    ["admin.setStatus", { reference, status: "deleted" }, 400],
    // A job completed on a day to come, before the request, or on no day at all.
    ["admin.setStatus", { reference, status: "completed", completedOn: "2999-01-01" }, 400],
    ["admin.setStatus", { reference, status: "completed", completedOn: "2020-01-01" }, 400],
    ["admin.setStatus", { reference, status: "completed", completedOn: "2026-02-30" }, 400],
    ["admin.setStatus", { reference, status: "completed", completedOn: "tomorrow" }, 400],
    ["admin.addNote", { reference: "Q-ZZZZZZ", note: "Called back" }, 404],
    ["admin.addNote", { reference, note: "   " }, 400],
    ["admin.retryEmail", { reference, messageId: "424242" }, 409],
    // Past a 32-bit integer: refused before the database is asked (Postgres would fail).
    ["admin.retryEmail", { reference, messageId: "99999999999" }, 400],
    ["admin.retryEmail", { reference: "Q-ZZZZZZ", messageId: "1" }, 404],
    // The same cap, from the same schema, for a delivery's id.
    ["admin.resendDelivery", { reference, deliveryId: "2147483648" }, 400],
  ];
  for (const [action, fields, status] of calls)
    expect((await call(action, fields)).status, `${action} ${JSON.stringify(fields)}`).toBe(status);
  // The no-JS form of the same post answers on the page with a message, not a 500.
  const pageForm = await fetch(
    `${site.url}/admin/leads/${reference}?_action=admin.resendDelivery`,
    {
      method: "POST",
      headers: { cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ reference, deliveryId: "2147483648" }),
      redirect: "manual",
    },
  );
  expect(pageForm.status).toBeLessThan(500);
  expect(await pageForm.text()).not.toMatch(/out of range|integer/i);
  expect(leadStatus()).toBe("new");
  expect(noteCount()).toBe(0);
});

test("sign-out over a plain form needs no JavaScript and ends the session", async () => {
  const cookie = await addStaffAccount(site, STAFF.estimator);
  expect(
    (await fetch(`${site.url}/admin`, { headers: { cookie }, redirect: "manual" })).status,
  ).toBe(200);
  const signOut = await signOutOverHttp(site.url, cookie);
  expect(signOut.status).toBe(303);
  expect(signOut.headers.get("location")).toBe("/admin/sign-in?signed-out");
  expect(signOut.headers.getSetCookie().join()).toMatch(/ridgeline\.session_token=; Max-Age=0/);
  expect(
    (await fetch(`${site.url}/admin`, { headers: { cookie }, redirect: "manual" })).status,
  ).toBe(303);
});

test("sign-in works with a plain form post, and a wrong password answers on the page", async () => {
  const post = (password: string) =>
    fetch(`${site.url}/admin/sign-in?next=${encodeURIComponent(`/admin/leads/${reference}`)}`, {
      method: "POST",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: STAFF.estimator, password }),
      redirect: "manual",
    });
  const wrong = await post("wrong password here");
  expect(wrong.status).toBe(401);
  const page = await wrong.text();
  expect(page).toContain("Sign in Failed");
  expect(page).toContain("Invalid email or password");

  const right = await post(PASSWORD);
  expect(right.status).toBe(303);
  expect(right.headers.get("location")).toBe(`/admin/leads/${reference}`);
  const cookie = right.headers.getSetCookie()[0] ?? "";
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  expect(cookie).not.toMatch(/Secure/);
});

test("a cross-site form post to an admin page is refused", async () => {
  const cookie = await signInOverHttp(site.url, STAFF.estimator);
  const response = await fetch(`${site.url}/admin/leads/${reference}?_action=admin.setStatus`, {
    method: "POST",
    headers: {
      cookie,
      Origin: "https://evil.example",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ reference, status: "won" }),
    redirect: "manual",
  });
  expect(response.status).toBe(403);
  expect(leadStatus()).toBe("new");
});

test("repeated wrong passwords lock this address out of the account, even with the right one", async () => {
  await addStaffAccount(site, STAFF.locked);
  const attempt = (password: string) =>
    fetch(`${site.url}/admin/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.url },
      body: JSON.stringify({ email: STAFF.locked, password }),
    });
  const statuses: number[] = [];
  for (let index = 0; index < 6; index++)
    statuses.push((await attempt(`wrong password ${index}`)).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  const locked = await attempt(PASSWORD);
  expect(locked.status).toBe(429);
  expect(await locked.json()).toMatchObject({
    message: expect.stringMatching(/Too many failed sign-in attempts/),
  });
  // Another account is not locked by it.
  expect(
    (
      await fetch(`${site.url}/admin/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: site.url },
        body: JSON.stringify({ email: STAFF.estimator, password: PASSWORD }),
      })
    ).status,
  ).toBe(200);
});

test("an admin path with doubled slashes is redirected to the one path, never a 500", async () => {
  const cookie = await signInOverHttp(site.url, STAFF.office);
  const doubled = [
    ["/admin//leads.csv", "/admin/leads.csv"],
    ["/admin//leads.csv?status=new", "/admin/leads.csv?status=new"],
    ["/admin//sign-in", "/admin/sign-in"],
    [`/admin//leads//${reference}`, `/admin/leads/${reference}`],
    ["/admin///reports", "/admin/reports"],
  ];
  for (const headers of [{}, { Cookie: cookie }]) {
    for (const [path, location] of doubled) {
      for (const method of ["GET", "POST"]) {
        const response = await fetch(`${site.url}${path}`, {
          method,
          headers: { ...headers, Origin: site.url },
          redirect: "manual",
        });
        expect(response.status, `${method} ${path}`).toBe(301);
        expect(response.headers.get("location"), path).toBe(location);
      }
    }
  }
  // Followed, the CSV is the staff member's download.
  const csv = await fetch(`${site.url}/admin//leads.csv`, { headers: { Cookie: cookie } });
  expect(csv.status).toBe(200);
  expect(await csv.text()).toContain(reference);
  expect(site.output()).not.toMatch(/\[ERROR\]|"level":"error"|\n\s+at /);
});
