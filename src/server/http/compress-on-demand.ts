import compression from "compression";
import type { IncomingMessage, ServerResponse } from "node:http";
import { INBOX_PATH } from "../../lib/admin-routes.ts";

/**
 * What Astro renders on demand (the estimate, /book, the storm check, /financing, the inbox)
 * goes compressed, as the prerendered pages already do: sent whole, /estimate's 44 KB of
 * HTML was the largest cost in its LCP on a phone's throttled connection (npm run bench).
 * Brotli when the client takes it, else gzip; under 1 KB, or a type that does not shrink,
 * as it is (the compression package's defaults). Not the staff pages: they show leads'
 * details beside what a query string puts there, the mix a length attack (BREACH) reads.
 */
export const compressed = compression({
  filter: (request, response) => {
    const path = (request.url ?? "").split("?")[0] ?? "";
    const staff = path === INBOX_PATH || path.startsWith(`${INBOX_PATH}/`);
    return !staff && compression.filter(request, response);
  },
  // Connect middleware, typed for Express; it uses only Node's own request and response.
}) as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
