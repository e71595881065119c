import { existsSync, readFileSync } from "node:fs";
import type { ClientRequest, ProxyAnswer } from "./proxy-client";
import type { TlsProxy } from "./proxy";
import { waitFor } from "../../src/test-support/wait-for.ts";
import {
  bookingPagePaths,
  homeownerPagePaths,
  proposalPagePaths,
} from "../../src/lib/public-routes.ts";

const PHOTO_TOKEN = "PhotoTokenSecret0123456789abcdefABCDEF";
const INVITE_TOKEN = "InviteTokenSecret0123456789abcdef";
const BOOKING_TOKEN = "BookingTokenSecret0123456789abcdefABCDEF";

/** Addresses that carry a secret or a visitor's details, and the paths the log may show. */
const REQUESTS = [
  { path: "/contact?utm_source=private-campaign&email=dana%40example.com", logged: "/contact" },
  { path: `/add-photos/${PHOTO_TOKEN}`, logged: "/add-photos/" },
  // The same page spelt otherwise: the server decodes and folds these (or redirects).
  { path: `/%61dd-photos/${PHOTO_TOKEN}`, logged: "/add-photos/" },
  { path: `//add-photos/${PHOTO_TOKEN}`, logged: "/add-photos/" },
  { path: `/admin/invitation?token=${INVITE_TOKEN}`, logged: "/admin/invitation" },
  // An inspection's links: each shows, moves or cancels it (TOKEN_PATH_PREFIXES).
  ...Object.values(bookingPagePaths).map((link) => ({
    path: link(BOOKING_TOKEN),
    logged: link(""),
  })),
  // A proposal's link opens its prices and its signing; its PDF is under the same prefix.
  { path: proposalPagePaths.page(BOOKING_TOKEN), logged: "/proposal/" },
  { path: proposalPagePaths.signedPdf(BOOKING_TOKEN), logged: "/proposal/" },
  { path: proposalPagePaths.copyPdf(BOOKING_TOKEN), logged: "/proposal/" },
  { path: proposalPagePaths.photo(BOOKING_TOKEN, "A".repeat(22), "thumb"), logged: "/proposal/" },
  // "Pay the deposit" posts under the same prefix, and Stripe brings the homeowner back
  // with a query string.
  { path: proposalPagePaths.deposit(BOOKING_TOKEN), logged: "/proposal/" },
  { path: `${proposalPagePaths.page(BOOKING_TOKEN)}?deposit=paid`, logged: "/proposal/" },
  // The homeowner's page opens all of a lead's links; its photos are under the same prefix.
  { path: homeownerPagePaths.page(BOOKING_TOKEN), logged: "/my/" },
  { path: homeownerPagePaths.photo(BOOKING_TOKEN, "A".repeat(22), "full"), logged: "/my/" },
];
/** What must never reach the access log. */
export const LOG_SECRETS = [PHOTO_TOKEN, INVITE_TOKEN, BOOKING_TOKEN, "private-campaign", "dana"];

/**
 * Sends the secret-bearing requests through `proxy` (each with an add-photos page as its
 * referer, as the page's own upload would have) and returns the proxy's access log once
 * it holds a line for each.
 */
export async function accessLogAfterSecrets(
  proxy: TlsProxy,
  visitor: (path: string, options?: ClientRequest) => Promise<ProxyAnswer>,
): Promise<{ log: string; logged: string[] }> {
  for (const { path } of REQUESTS)
    await visitor(path, { headers: { Referer: `${proxy.origin}/add-photos/${PHOTO_TOKEN}` } });
  const readLog = () => (existsSync(proxy.accessLog) ? readFileSync(proxy.accessLog, "utf8") : "");
  const log = await waitFor(
    () => {
      const text = readLog();
      return REQUESTS.every(({ logged }) => text.includes(logged)) ? text : undefined;
    },
    () => `a line for each request in the access log:\n${readLog()}`,
    { everyMs: 100 },
  );
  return { log, logged: REQUESTS.map(({ logged }) => logged) };
}
