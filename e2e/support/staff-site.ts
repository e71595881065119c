import { join } from "node:path";
import { openSiteDatabase } from "../../src/server/site-database.ts";
import { seedReportLeads } from "../../src/test-support/report-seed.ts";
import { proposalFormValues } from "../../src/lib/proposals/proposal-form.ts";
import { testProposalContent } from "../../src/test-support/proposal-fixtures.ts";
import { addStaffAccount, STAFF, STAFF_ENV } from "../admin-support.ts";
import { freePort } from "../../src/test-support/ports.ts";
import { postQuote, quoteFields, referenceOf } from "./quote-post.ts";
import { startSiteServer, type SiteServer } from "./site-server.ts";
import { startMailbox, type TestMailbox } from "./smtp.ts";

/** A staff page to visit, and whether it needs a session. */
export interface StaffPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** The page's HTTP status: the invitation page without a token answers 404 */
  status: number;
}

export interface StaffSite {
  site: SiteServer;
  mailbox: TestMailbox;
  /** The staff session cookie, "name=value" */
  cookie: string;
  /** The lead posted through the quote form, whose notification the mailbox received */
  reference: string;
  /** The lead of LONG_LEAD's text, also notified by email */
  longReference: string;
  pages: StaffPage[];
  stop(): Promise<void>;
}

/**
 * A lead as long as the form lets it be, with words no line can hold: a 118-character name
 * without a space, a long address and a pasted 300-character link. A page that lets such a
 * token set its width scrolls sideways on a phone.
 */
const LONG_LEAD = {
  name: `Bartholomew-${"Featherstonehaugh".repeat(7)}`.slice(0, 118),
  email: "bartholomew@example.com",
  address: `${"4".repeat(12)} Bardstown-Road-Highlands-Neighborhood-Association-Building-C, Louisville, KY 40204`,
  message: `Photos are here: ${`https://photos.example.com/${"a1b2c3d4e5".repeat(28)}`.slice(0, 300)}`,
};

/** The lead the sent proposal is for. */
const PROPOSAL_LEAD = {
  name: "Riley Chen",
  email: "riley.chen@example.com",
  phone: "(502) 555-0188",
};

/**
 * The built server with every staff page filled the way a working office sees it: the
 * reports' seeded leads (some waiting for days, past the escalation time), one lead sent
 * through the quote form with its notification in a loopback SMTP mailbox, a chat and a
 * webhook endpoint that refuse connections (so the integrations page lists failures),
 * a lead of the longest unbreakable text (LONG_LEAD) on its own page, and two staff
 * accounts. Shared by the phone spec and scripts/staff-screenshots.ts.
 */
export async function startStaffSite(): Promise<StaffSite> {
  const mailbox = await startMailbox(await freePort());
  const deadEndpoint = `http://127.0.0.1:${await freePort()}/hook`;
  const site = await startSiteServer({
    ...STAFF_ENV,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_CHAT_WEBHOOK_URL: deadEndpoint,
    LEAD_WEBHOOK_URLS: deadEndpoint,
    LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  });
  const database = await openSiteDatabase({ sqlitePath: join(site.dataDir, "site.db") });
  try {
    await seedReportLeads(database.db, new Date(), site.url);
  } finally {
    await database.close();
  }
  const reference = await referenceOf(await postQuote(site.url, quoteFields()));
  const longReference = await referenceOf(await postQuote(site.url, quoteFields(LONG_LEAD)));
  // A lead of its own for the sent proposal: sending answers a waiting lead (it moves to
  // Contacted), and the inbox's checks want `reference` still waiting.
  const sentReference = await referenceOf(await postQuote(site.url, quoteFields(PROPOSAL_LEAD)));
  const cookie = await addStaffAccount(site, STAFF.office);
  // A proposal as staff write it for the longest lead (its draft), and one sent.
  const longDraft = await writeProposal(site.url, cookie, longReference);
  const sent = await writeProposal(site.url, cookie, sentReference);
  await staffPost(site.url, cookie, `/admin/proposals/${sent}?_action=admin.sendProposal`, {
    versionId: String(sent),
  });
  // A second account, so the accounts table has rows to be as wide as it gets.
  await addStaffAccount(site, STAFF.estimator);
  return {
    site,
    mailbox,
    cookie,
    reference,
    longReference,
    pages: [
      { name: "inbox", path: "/admin", signedIn: true, status: 200 },
      { name: "lead", path: `/admin/leads/${reference}`, signedIn: true, status: 200 },
      { name: "long-lead", path: `/admin/leads/${longReference}`, signedIn: true, status: 200 },
      { name: "reports", path: "/admin/reports", signedIn: true, status: 200 },
      { name: "schedule", path: "/admin/schedule", signedIn: true, status: 200 },
      { name: "integrations", path: "/admin/integrations", signedIn: true, status: 200 },
      { name: "staff", path: "/admin/staff", signedIn: true, status: 200 },
      { name: "privacy", path: "/admin/privacy", signedIn: true, status: 200 },
      { name: "prices", path: "/admin/prices", signedIn: true, status: 200 },
      { name: "storms", path: "/admin/storms", signedIn: true, status: 200 },
      { name: "proposals", path: "/admin/proposals", signedIn: true, status: 200 },
      {
        name: "new-proposal",
        path: `/admin/proposals/new?lead=${longReference}`,
        signedIn: true,
        status: 200,
      },
      {
        name: "proposal-draft",
        path: `/admin/proposals/${longDraft}`,
        signedIn: true,
        status: 200,
      },
      { name: "proposal-sent", path: `/admin/proposals/${sent}`, signedIn: true, status: 200 },
      { name: "sign-in", path: "/admin/sign-in", signedIn: false, status: 200 },
      { name: "invitation", path: "/admin/invitation", signedIn: false, status: 404 },
    ],
    async stop() {
      await site.stop();
      await mailbox.stop();
    },
  };
}

/** A staff form posted as the page posts it; the answer must be the redirect of a success. */
async function staffPost(
  siteUrl: string,
  cookie: string,
  path: string,
  fields: Record<string, string>,
): Promise<string> {
  const response = await fetch(`${siteUrl}${path}`, {
    method: "POST",
    headers: {
      cookie,
      Origin: siteUrl,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  if (response.status !== 303) throw new Error(`${path}: ${response.status}`);
  return response.headers.get("location") ?? "";
}

/** A proposal's draft written through the staff form for the lead; its version's id. */
async function writeProposal(siteUrl: string, cookie: string, reference: string) {
  const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const fields = { ...proposalFormValues(testProposalContent()), "expires-on": lastDay };
  const location = await staffPost(
    siteUrl,
    cookie,
    `/admin/proposals/new?lead=${reference}&_action=admin.createProposal`,
    { lead: reference, ...fields },
  );
  return Number(/\/admin\/proposals\/(\d+)/.exec(location)?.[1]);
}

/** The session cookie as Playwright's context takes it. */
export function sessionCookie(staffSite: StaffSite) {
  const [name = "", value = ""] = staffSite.cookie.split("=");
  return { name, value, url: staffSite.site.url };
}
