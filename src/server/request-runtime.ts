import { loadConfig } from "./config/config.ts";
import type { SiteRuntime } from "./runtime-operations.ts";
import { createRuntime, type Runtime } from "./runtime.ts";

/**
 * The runtime a request runs on: the one main.ts passed in `locals`. Without one, the
 * request came from `astro dev`, which has no main.ts, and `fallback` supplies it; the
 * middleware passes a fallback only in dev. In a production build a request without a
 * runtime is a bug in the server, and it fails here rather than quietly open a second
 * database and start a second outbox drain in the same process.
 */
export async function runtimeForRequest(
  locals: { runtime?: SiteRuntime | undefined },
  fallback: (() => Promise<Runtime>) | null,
): Promise<SiteRuntime> {
  if (locals.runtime) return locals.runtime;
  if (!fallback) throw new Error("No runtime in locals: start the site with src/server/main.ts");
  return (await fallback()).site;
}

/**
 * Makes a runtime on the first call and returns that one ever after. Two first callers
 * at once share one start-up; a start that failed (the database was unreachable) is
 * tried again by the next caller.
 */
export function lazyRuntime<T>(start: () => Promise<T>): () => Promise<T> {
  let starting: Promise<T> | undefined;
  return () => {
    if (!starting) {
      const attempt = start();
      starting = attempt;
      attempt.catch(() => {
        if (starting === attempt) starting = undefined;
      });
    }
    return starting;
  };
}

/**
 * `astro dev`'s runtime, from the environment (loadConfig), made on its first on-demand
 * request and kept for the dev server's life. It is the one fallback: kept in this module,
 * which a change to a page or to the middleware does not reload.
 */
export const devRuntime = lazyRuntime(() => createRuntime(loadConfig()));
