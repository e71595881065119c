import { expect, type Page } from "@playwright/test";
import {
  createDatabase,
  startPostgresServer,
  type PostgresServer,
} from "../../src/test-support/postgres-test-server.ts";
import { freePort } from "../../src/test-support/ports.ts";
import { waitFor } from "../../src/test-support/wait-for.ts";
import type { ReceivedMail } from "../../src/test-support/parse-mail.ts";
import { submitAccountForm } from "../admin-support.ts";
import { closePostgresPools } from "./postgres.ts";
import { PUBLIC_HOST, startNginx, type TlsProxy } from "./proxy.ts";
import { runNodeScript } from "./run-script.ts";
import { startSiteServer, type SiteServer } from "./site-server.ts";
import { startMailbox, type TestMailbox } from "./smtp.ts";

/*
 * The topology the review and project specs run in, as the README deploys it: two
 * instances on one Postgres behind nginx with TLS, a real SMTP server, review requests
 * sent at once, and one member of staff with a password.
 */

export const OFFICE = "office@contractor.example.com";
export const PASSWORD = "slate shingles and copper flashing";
export const PLACE_ID = "ChIJe2eTestPlaceReviews01";
/** The instances' shared secret, from which the proposal links are signed too. */
export const AUTH_SECRET = "reviews-share-this-secret-0123456789abcdef";

export interface ReviewTopology {
  postgres: PostgresServer;
  mailbox: TestMailbox;
  databaseUrl: string;
  nginx: TlsProxy;
  servers: SiteServer[];
  stop(): Promise<void>;
}

/**
 * Starts it all, with the database named `name`; `env` adds to each instance's settings
 * (a Stripe stand-in's, for a spec that takes deposits).
 */
export async function startReviewTopology(
  name: string,
  env: Record<string, string> = {},
): Promise<ReviewTopology> {
  const postgres = await startPostgresServer();
  const mailbox = await startMailbox(await freePort());
  const databaseUrl = await createDatabase(postgres.adminUrl, name);
  const proxyPort = await freePort();
  const siteUrl = `https://${PUBLIC_HOST}:${proxyPort}`;
  const servers: SiteServer[] = [];
  for (let instance = 0; instance < 2; instance++)
    servers.push(
      await startSiteServer({
        DATABASE_URL: databaseUrl,
        AUTH_SECRET,
        SITE_URL: siteUrl,
        TRUSTED_PROXIES: "127.0.0.1",
        SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
        LEAD_NOTIFY_TO: OFFICE,
        STAFF_EMAILS: OFFICE,
        OUTBOX_RETRY_BASE_SECONDS: "0.3",
        GOOGLE_PLACE_ID: PLACE_ID,
        REVIEW_REQUEST_DAYS: "0",
        ...env,
      }),
    );
  const [a, b] = servers.map((server) => Number(new URL(server.url).port));
  const nginx = await startNginx(a!, proxyPort, [b!]);
  const created = await runNodeScript(["scripts/staff.ts", "add", OFFICE], {
    input: `${PASSWORD}\n`,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      DATA_DIR: servers[0]!.dataDir,
      STAFF_EMAILS: OFFICE,
      SITE_URL: siteUrl,
    },
  });
  expect(created.status, created.stderr).toBe(0);
  return {
    postgres,
    mailbox,
    databaseUrl,
    nginx,
    servers,
    async stop() {
      await nginx.stop();
      await Promise.all(servers.map((server) => server.stop()));
      await closePostgresPools();
      await mailbox.stop();
      await postgres.stop();
    },
  };
}

/** Staff sign in through nginx. */
export async function signInStaff(page: Page, nginx: TlsProxy) {
  await page.goto(`${nginx.origin}/admin/sign-in`);
  await submitAccountForm(page, OFFICE, PASSWORD);
  await expect(page).toHaveURL(`${nginx.origin}/admin`);
}

/** Staff sign in and mark the job completed on its page, the day left empty (today). */
export async function completeJob(page: Page, nginx: TlsProxy, reference: string) {
  await signInStaff(page, nginx);
  await page.goto(`${nginx.origin}/admin/leads/${reference}`);
  await page.getByRole("combobox", { name: "Status" }).selectOption("Job completed");
  // Staff are told what saving sets off before they press.
  await expect(
    page.getByText('Saving "Job completed" emails the homeowner a review request at once.'),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save Status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
}

export const reviewMailsTo = (mailbox: TestMailbox, email: string) =>
  mailbox.messages.filter((mail) => mail.to === email && mail.subject.startsWith("How did we do?"));

/** The review email's link for `segment` (go, feedback, unsubscribe, consent, withdraw). */
export function linkIn(mail: ReceivedMail, segment: string): string {
  const link = new RegExp(`https://\\S+/reviews/${segment}/[\\w-]+`).exec(mail.text)?.[0];
  expect(link, `the ${segment} link`).toBeTruthy();
  return link!;
}

export function reviewMailFor(mailbox: TestMailbox, email: string): Promise<ReceivedMail> {
  return waitFor(() => reviewMailsTo(mailbox, email)[0], `the review email to ${email}`);
}
