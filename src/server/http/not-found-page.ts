import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { withStormBanner } from "../../lib/storms/storm-banner-html.ts";
import type { StormBanner } from "../../lib/storms/storm-event-view.ts";

/**
 * The answer to a path no route matches: the prerendered 404 page, status 404. Astro's node
 * adapter would read the same file from disk and send it as built, with storm mode's marker
 * still in it, so a visitor who mistypes a link after a storm would be the one visitor
 * without the banner. This sends it with the banner while storm mode is on
 * (storm-banner-html.ts), and as built when it is off or the database cannot say.
 *
 * `clientRoot` is dist/client. The file is read once, on the first miss: a build without it
 * (the unit tests' bare roots) gets a plain-text 404.
 */
export function notFoundPage(clientRoot: string, bannerNow: () => Promise<StormBanner | null>) {
  let built: Promise<string | undefined> | undefined;
  const page = () =>
    (built ??= readFile(join(clientRoot, "404.html"), "utf8").catch(() => undefined));

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const html = await page();
    if (html === undefined) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found.");
      return;
    }
    const banner = await bannerNow().catch(() => null);
    const body = Buffer.from(withStormBanner(html, banner));
    response.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };
}
