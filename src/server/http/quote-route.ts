import type { IncomingMessage, ServerResponse } from "node:http";
import { QUOTE_ACTION, QUOTE_ACTION_PATH, QUOTE_REQUEST_PATH } from "../../lib/public-routes.ts";
import type { Runtime } from "../runtime.ts";

/**
 * Whether a request posts the quote form: to its action with JavaScript, or to the result
 * page without (`/quote-request?_action=quote.submit`).
 */
export function isQuoteSubmission(method: string | undefined, url: string | undefined): boolean {
  if (method !== "POST") return false;
  // A request line URL cannot parse ("//@", "//a:99999") is no route of ours.
  const base = "http://site.invalid";
  if (!URL.canParse(url ?? "/", base)) return false;
  const { pathname, searchParams } = new URL(url ?? "/", base);
  if (pathname === QUOTE_ACTION_PATH) return true;
  return pathname === QUOTE_REQUEST_PATH && searchParams.get("_action") === QUOTE_ACTION;
}

/**
 * Whether a browser says another site's page sent the request: `Sec-Fetch-Site` where the
 * browser sends it, else an `Origin` other than the one the visitor sees (main.ts has set
 * the believed protocol and host by now). A request without either is no browser's and
 * counts as the client's own.
 */
export function sentByAnotherSite(request: IncomingMessage): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite) return fetchSite === "cross-site" || fetchSite === "same-site";
  const origin = request.headers.origin;
  if (!origin) return false;
  const own = `${String(request.headers["x-forwarded-proto"])}://${String(request.headers.host)}`;
  return origin !== own;
}

/**
 * Counts a quote request toward its client's quote limit once it is answered with a 4xx:
 * invalid, too large, refused photos, over a budget or the limit itself. A stored one was
 * counted by submitLead already; a 5xx is the server's fault, not the client's. Without
 * this, a client could post refused requests (30 posts of eight 100-megapixel pictures,
 * each decoded) without ever nearing the limit, and its next quote was accepted. A post
 * another site's page made the visitor's browser send is not counted: any page the
 * visitor opens could otherwise spend their limit, and their real request would be marked
 * spam or refused. The client address is read when the answer is sent, after main.ts has
 * settled which address to believe.
 */
export function countRefusedQuote(
  request: IncomingMessage,
  response: ServerResponse,
  runtime: Pick<Runtime, "leads" | "log">,
): void {
  if (!isQuoteSubmission(request.method, request.url) || sentByAnotherSite(request)) return;
  response.once("finish", () => {
    if (response.statusCode < 400 || response.statusCode >= 500) return;
    runtime.leads
      .countRefused(String(request.headers["x-forwarded-for"] ?? ""))
      .catch((error: unknown) =>
        runtime.log.error("quote.refusal-not-counted", {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
  });
}
