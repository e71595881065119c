import { expect } from "@playwright/test";
import { addBusinessDays, businessDayOf } from "../../src/lib/proposals/business-days.ts";
import { proposalPagePaths, QUOTE_ACTION_PATH } from "../../src/lib/public-routes.ts";
import { proposalAlertSettingsOf } from "../../src/server/proposals/proposal-alerts.ts";
import { proposalLinkSecret } from "../../src/server/proposals/proposal-links.ts";
import { sendProposal } from "../../src/server/proposals/send-proposal.ts";
import { openSiteDatabase } from "../../src/server/site-database.ts";
import {
  insertTestProposal,
  testProposalContent,
} from "../../src/test-support/proposal-fixtures.ts";
import { pgQuery } from "./postgres";
import type { TlsProxy } from "./proxy";
import { formPost, visitorAt } from "./proxy-client";
import { quoteFields } from "./quote-post";
import { AUTH_SECRET, type ReviewTopology } from "./review-topology";

/*
 * How the proposal specs start: a homeowner's quote request through the proxy, then a
 * proposal for that lead sent as the office sends one (a draft priced from the price book,
 * sent by send-proposal.ts with the instances' link key). What each spec does next (open,
 * sign, pay, cancel, co-sign) is its own.
 */

/** Where the lead's proposal is sent: the database, the proxy, the key the instances share. */
export interface ProposalSite {
  databaseUrl: string;
  proxy: TlsProxy;
  /** An instance's data directory and the AUTH_SECRET they share: the links' key comes from them */
  dataDir: string;
  authSecret: string;
}

export interface SentProposal {
  /** The link's token, and its page's path */
  token: string;
  path: string;
  versionId: number;
  /** The lead's reference, "Q-7K4P9M" */
  reference: string;
}

/**
 * Sends `email`'s lead a proposal open for thirty business days (the suite runs on any
 * day of the year). With `officeAlerts`, the homeowner's email with the link and the office's
 * alerts are queued as the staff page queues them; without, only the link is made.
 */
export async function proposalSentThroughQuote(
  site: ProposalSite,
  homeowner: { email: string; name: string },
  { officeAlerts = null }: { officeAlerts?: string | null } = {},
): Promise<SentProposal> {
  const fields = quoteFields(homeowner);
  const answer = await visitorAt(site.proxy, "127.0.0.2")(
    QUOTE_ACTION_PATH,
    formPost(site.proxy, fields),
  );
  expect(answer.status).toBeLessThan(400);
  const [lead] = await pgQuery<{ id: number; reference: string }>(
    site.databaseUrl,
    "SELECT id, reference FROM leads WHERE email = $1",
    homeowner.email,
  );
  const database = await openSiteDatabase({ databaseUrl: site.databaseUrl, sqlitePath: "" });
  try {
    const expiresOn = addBusinessDays(businessDayOf(new Date()), 30, { saturdays: false });
    const versionId = await insertTestProposal(database.db, lead!, {
      status: "draft",
      content: { ...testProposalContent(), expiresOn },
    });
    const sent = await sendProposal(database.db, versionId, {
      actor: "staff:office@contractor.example.com",
      secret: proposalLinkSecret({ dataDir: site.dataDir, authSecret: site.authSecret }),
      now: new Date(),
      ...(officeAlerts !== null && {
        alerts: proposalAlertSettingsOf({
          siteUrl: site.proxy.origin,
          leadNotifyTo: [officeAlerts],
          leadChatWebhookUrl: null,
          leadWebhookUrls: [],
        }),
      }),
    });
    if (!sent.ok) throw new Error(`not sent: ${sent.problem}`);
    return {
      token: sent.token,
      path: proposalPagePaths.page(sent.token),
      versionId,
      reference: lead!.reference,
    };
  } finally {
    await database.close();
  }
}

/** The review topology's site (two instances on one Postgres behind nginx). */
export const reviewTopologySite = (topology: ReviewTopology): ProposalSite => ({
  databaseUrl: topology.databaseUrl,
  proxy: topology.nginx,
  dataDir: topology.servers[0]!.dataDir,
  authSecret: AUTH_SECRET,
});

/**
 * The homeowner signs `path`'s proposal for its first option without JavaScript, from
 * 127.0.0.3: the page's hash of what it showed goes back with the form, as a browser's would.
 */
export async function signedOnPage(proxy: TlsProxy, path: string, name: string): Promise<void> {
  const visitor = visitorAt(proxy, "127.0.0.3");
  const shown = /name="shown" value="([0-9a-f]{64})"/.exec((await visitor(path)).body)?.[1];
  const signed = await visitor(
    path,
    formPost(proxy, {
      intent: "sign",
      option: "option-1",
      name,
      consent: "on",
      shown: shown ?? "",
      "total-for": "?option=option-1",
    }),
  );
  expect(signed.status).toBe(303);
}
