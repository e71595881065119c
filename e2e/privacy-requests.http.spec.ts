import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

// Erasing a lead and downloading a client's data, through the built server: only signed-in
// staff, from the site's own origin, with the form meant for it; anything else is a 4xx
// (or, without a session, the sign-in page every staff form leads to) and changes nothing.

test.describe.configure({ mode: "serial" });

let site: SiteServer;
let reference: string;
let otherReference: string;

test.beforeAll(async () => {
  site = await startSiteServer(STAFF_ENV);
  reference = await referenceOf(
    await postQuote(site.url, quoteFields({ email: "dana.privacy@example.com" })),
  );
  otherReference = await referenceOf(
    await postQuote(site.url, quoteFields({ email: "pat.neighbour@example.com" })),
  );
});

test.afterAll(async () => {
  await site.stop();
});

/** Rows of each table a lead owns, for either lead. */
const rowCounts = () =>
  Object.fromEntries(
    ["leads", "lead_events", "outbox", "deliveries", "lead_photos", "lead_erasures"].map(
      (table) => [
        table,
        site.query<{ count: number }>(`SELECT COUNT(*) AS count FROM ${table}`)[0]?.count,
      ],
    ),
  );

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const eraseAt = (path: string) => `${site.url}${path}?_action=admin.eraseLead`;

test("without a session, from another origin or with another form, nothing is erased or copied", async () => {
  const before = rowCounts();
  const confirm = { reference, confirmation: reference };
  const formType = { "Content-Type": "application/x-www-form-urlencoded" };

  // No session: the action answers 401; a page form and the copy go to sign-in.
  const rpc = await fetch(`${site.url}/_actions/admin.eraseLead`, {
    method: "POST",
    headers: { Origin: site.url, ...formType },
    body: form(confirm),
  });
  expect(rpc.status).toBe(401);
  for (const url of [eraseAt(`/admin/leads/${reference}`), `${site.url}/admin/privacy/copy`]) {
    const anonymous = await fetch(url, {
      method: "POST",
      headers: { Origin: site.url, ...formType },
      body: form({ ...confirm, contact: "dana.privacy@example.com" }),
      redirect: "manual",
    });
    expect(anonymous.status, url).toBe(401);
    expect(anonymous.headers.get("content-type") ?? "", url).not.toContain("zip");
  }

  // Signed in, but posted from another site: Astro's origin check refuses both.
  const cookie = await addStaffAccount(site, STAFF.estimator);
  for (const url of [eraseAt(`/admin/leads/${reference}`), `${site.url}/admin/privacy/copy`]) {
    const crossSite = await fetch(url, {
      method: "POST",
      headers: { cookie, Origin: "https://evil.example", ...formType },
      body: form({ ...confirm, contact: "dana.privacy@example.com" }),
      redirect: "manual",
    });
    expect(crossSite.status, url).toBe(403);
  }

  // Another form's fields (the status form's) posted to the erase action, a wrong
  // reference typed, a confirmation for another lead, and the copy posted as JSON.
  const refusals: Array<[Record<string, string>, number]> = [
    [{ reference, status: "won" }, 400],
    [{ reference, confirmation: "Q-WRONG1" }, 400],
    [{ reference, confirmation: otherReference }, 400],
    [{ reference: "Q-ZZZZZZ", confirmation: "Q-ZZZZZZ" }, 404],
  ];
  for (const [fields, status] of refusals) {
    const refused = await fetch(`${site.url}/_actions/admin.eraseLead`, {
      method: "POST",
      headers: { cookie, Origin: site.url, ...formType },
      body: form(fields),
    });
    expect(refused.status, JSON.stringify(fields)).toBe(status);
  }
  const json = await fetch(`${site.url}/admin/privacy/copy`, {
    method: "POST",
    headers: { cookie, Origin: site.url, "Content-Type": "application/json" },
    body: JSON.stringify({ contact: "dana.privacy@example.com" }),
  });
  expect(json.status).toBe(415);
  const notAContact = await fetch(`${site.url}/admin/privacy/copy`, {
    method: "POST",
    headers: { cookie, Origin: site.url, ...formType },
    body: form({ contact: "dana" }),
  });
  expect(notAContact.status).toBe(400);

  expect(rowCounts()).toEqual(before);
});

test("staff download a client's copy, erase the lead after typing its reference, and see the audit line", async () => {
  const cookie = await addStaffAccount(site, STAFF.office);
  const copy = await fetch(`${site.url}/admin/privacy/copy`, {
    method: "POST",
    headers: { cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: form({ contact: "Dana.Privacy@example.com" }),
  });
  expect(copy.status).toBe(200);
  expect(copy.headers.get("content-type")).toBe("application/zip");
  expect(copy.headers.get("content-disposition")).toMatch(/^attachment; filename="data-copy-/);
  const files = unzipSync(new Uint8Array(await copy.arrayBuffer()));
  const data = JSON.parse(strFromU8(files["data.json"] ?? new Uint8Array())) as {
    leads: Array<{ reference: string; email: string; emails: unknown[] }>;
  };
  expect(data.leads.map((lead) => [lead.reference, lead.email])).toEqual([
    [reference, "dana.privacy@example.com"],
  ]);
  expect(data.leads[0]?.emails.length).toBeGreaterThan(0);
  expect(strFromU8(files["data.json"] ?? new Uint8Array())).not.toContain("pat.neighbour");

  const deleted = await fetch(eraseAt(`/admin/leads/${reference}`), {
    method: "POST",
    headers: { cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: form({ reference, confirmation: reference.toLowerCase() }),
    redirect: "manual",
  });
  expect(deleted.status).toBe(303);
  const after = await fetch(`${site.url}${deleted.headers.get("location")}`, {
    headers: { cookie },
  });
  expect(after.status).toBe(200);
  expect(await after.text()).toContain("The lead and everything attached to it were erased.");

  const leadId = (ref: string) =>
    site.query<{ id: number }>("SELECT id FROM leads WHERE reference = ?", ref)[0]?.id;
  expect(leadId(reference)).toBeUndefined();
  expect(leadId(otherReference)).toBeDefined();
  for (const table of ["lead_events", "outbox", "deliveries", "lead_photos", "photo_links"])
    expect(
      site.query(`SELECT id FROM ${table} WHERE lead_id NOT IN (SELECT id FROM leads)`),
      table,
    ).toEqual([]);

  const audit = await (await fetch(`${site.url}/admin/privacy`, { headers: { cookie } })).text();
  expect(audit).toContain(reference);
  expect(audit).toContain(STAFF.office);
  expect(audit).not.toContain("dana.privacy@example.com");
});

test("the privacy page of a deployment without integrations says leads go nowhere else and are kept", async () => {
  const page = await (await fetch(`${site.url}/privacy`)).text();
  expect(page).toContain("is not sent to any third-party customer relationship management");
  expect(page).toContain("until you ask us to delete them");
  expect(page).toContain("deletes it 30 days after your request");
  expect(page).toContain("location (GPS) and camera details");
  expect(page).toContain("last changed on November 24, 2026");
  expect(page).not.toContain("team chat so the office");
});

test("the privacy page of a deployment with a chat and business tools names each, with its numbers", async () => {
  const tools = ["HubSpot", "Jobber"];
  const configured = await startSiteServer({
    LEAD_CHAT_WEBHOOK_URL: "http://127.0.0.1:9/chat",
    LEAD_WEBHOOK_URLS: "http://127.0.0.1:9/crm, http://127.0.0.1:9/fsm",
    LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    LEAD_INTEGRATION_NAMES: tools.join(", "),
    CLIENT_ADDRESS_DAYS: "14",
    LEAD_RETENTION_DAYS: "1095",
  });
  try {
    const page = await (await fetch(`${configured.url}/privacy`)).text();
    for (const tool of tools) expect(page, tool).toContain(tool);
    expect(page).toContain("manage customers and jobs: HubSpot and Jobber.");
    expect(page).toContain("a short alert goes to our team chat");
    expect(page).toContain("deletes it 14 days after your request");
    expect(page).toContain("1095 days after it arrived");
    expect(page).not.toContain("is not sent to any third-party");
    expect(page).not.toContain("until you ask us to delete them");
  } finally {
    await configured.stop();
  }
});
