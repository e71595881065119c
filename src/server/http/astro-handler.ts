import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** What Astro's pages, endpoints, middleware and actions find in `locals` from this server. */
export type RequestLocals = Pick<App.Locals, "runtime" | "photoUpload">;

/**
 * The @astrojs/node adapter's handler in middleware mode. Its fourth argument becomes the
 * request's `locals`; `next` answers a path no route matches (without it Astro sends its
 * prerendered 404 page as built: serve-site.ts passes not-found-page.ts).
 */
export type AstroHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (() => void) | undefined,
  locals: RequestLocals,
) => Promise<void>;

/** The handler `astro build` wrote to dist/server/entry.mjs under `root`. */
export async function loadBuiltAstro(root: string): Promise<AstroHandler> {
  const entry = pathToFileURL(join(root, "dist", "server", "entry.mjs")).href;
  return ((await import(entry)) as { handler: AstroHandler }).handler;
}
