import type { IncomingMessage, ServerResponse } from "node:http";
import { reviewPagePaths, unsubscribeToken } from "../../lib/public-routes.ts";
import type { Runtime } from "../runtime.ts";
import { readBody } from "./request-body.ts";

/** RFC 8058's one-click body is one short field; anything near this is not one. */
const MAX_UNSUBSCRIBE_BODY_BYTES = 4 * 1024;

/** The token of a POST to a review email's unsubscribe link, or undefined for any other request. */
export function unsubscribePostToken(
  method: string | undefined,
  url: string | undefined,
): string | undefined {
  if (method !== "POST") return undefined;
  const base = "http://site.invalid";
  if (!URL.canParse(url ?? "/", base)) return undefined;
  return unsubscribeToken(new URL(url ?? "/", base).pathname);
}

/** Whether a form body is RFC 8058's "List-Unsubscribe=One-Click". */
async function isOneClick(contentType: string | undefined, body: Buffer): Promise<boolean> {
  try {
    const form = await new Request("http://site.invalid/", {
      method: "POST",
      headers: contentType ? { "Content-Type": contentType } : {},
      body: new Uint8Array(body),
    }).formData();
    return form.get("List-Unsubscribe") === "One-Click";
  } catch {
    return false;
  }
}

/**
 * A POST to a review email's unsubscribe link, answered before Astro. Two senders post
 * here: a mail client's own "Unsubscribe" (RFC 8058: its server posts
 * "List-Unsubscribe=One-Click" with no Origin a browser would send, which Astro's origin
 * check would refuse) and the button on the link's page. Either unsubscribes; the client
 * gets a plain 200, the browser a redirect to the page, which then says it is done. The
 * token alone authorises it, as the RFC expects: a forged post needs the token, and
 * unsubscribing is all it can do.
 */
export async function handleUnsubscribePost(
  request: IncomingMessage,
  response: ServerResponse,
  runtime: Runtime,
  token: string,
): Promise<void> {
  const body = await readBody(request, MAX_UNSUBSCRIBE_BODY_BYTES);
  if (!body.ok) {
    if (body.reason === "too-large") {
      response.writeHead(413, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Request body too large.");
    } else request.destroy();
    return;
  }
  const done = await runtime.reviews.unsubscribe(token);
  if (await isOneClick(request.headers["content-type"], body.body)) {
    response.writeHead(done ? 200 : 404, { "Content-Type": "text/plain; charset=utf-8" });
    response.end(done ? "Unsubscribed from review emails." : "This unsubscribe link is not ours.");
    return;
  }
  // The page shows the outcome, an unknown link included.
  response.writeHead(303, {
    Location: reviewPagePaths.unsubscribe(token),
    "Cache-Control": "no-store",
  });
  response.end();
}
