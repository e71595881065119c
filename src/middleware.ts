import { getActionContext } from "astro:actions";
import { defineMiddleware } from "astro:middleware";
import { AUTH_BASE_PATH, isAdminPath, isPublicAdminPath, signInPath } from "./lib/admin-routes";
import type { SiteRuntime } from "./server/runtime-operations";
import { isActionName } from "./actions/names";
import {
  accessCookieValues,
  guardedProposalToken,
  isMisspelledProposalPath,
} from "./lib/proposals/access-code-rules";
import { proposalPagePaths, TOKEN_PAGE_HEADERS } from "./lib/public-routes";

/** Admin answers carry visitors' personal data: never cached, never indexed. */
const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The answer to a staff form posted without a session: 401, with a link to sign in. */
const signInAgainPage = () =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please sign in again</title></head><body><main><h1>Please sign in again</h1><p>Your session has ended, so nothing was changed. <a href="${signInPath({})}">Sign in</a> and send it again.</p></main></body></html>`,
    { status: 401, headers: { "Content-Type": "text/html; charset=utf-8" } },
  );

/**
 * Production requests carry main.ts's runtime in `locals`. `astro dev` has no main.ts, so
 * there, and only there, the first on-demand request makes one (request-runtime.ts). The
 * import is dynamic and under `import.meta.env.DEV`, which the build replaces with false:
 * the production bundle then carries none of src/server, only main.ts's runtime at hand.
 */
async function runtimeOf(locals: { runtime?: SiteRuntime | undefined }): Promise<SiteRuntime> {
  if (import.meta.env.DEV) {
    const { devRuntime, runtimeForRequest } = await import("./server/request-runtime");
    return runtimeForRequest(locals, devRuntime);
  }
  if (locals.runtime) return locals.runtime;
  throw new Error("No runtime in locals: start the site with src/server/main.ts");
}

/**
 * A proposal's link more than 14 days old opens nothing without the access code's cookie
 * (server/proposals/access-code-operations.ts). Guarded here, once, so every route under the
 * link is, today's and the next one added: the page shows the gate in its place, at its own
 * address; any other request under the link (a form's post, a PDF, a photo, the deposit)
 * is sent to the page having done nothing.
 */
async function proposalGate(
  context: Parameters<Parameters<typeof defineMiddleware>[0]>[0],
  runtime: SiteRuntime,
  token: string,
): Promise<Response | undefined> {
  const cookies = accessCookieValues(context.request.headers.get("cookie"));
  if (await runtime.proposals.access.opens(token, cookies)) return undefined;
  const page = proposalPagePaths.page(token);
  const { method } = context.request;
  if (context.url.pathname === page && (method === "GET" || method === "HEAD"))
    return context.rewrite(proposalPagePaths.accessCode(token));
  return new Response(null, { status: 303, headers: { Location: page, ...TOKEN_PAGE_HEADERS } });
}

/**
 * Sets `locals.runtime` for every on-demand route, puts the signed-in member of staff into
 * `locals` and guards the inbox: without a session an admin page redirects to
 * sign-in and an admin action answers 401. Prerendered pages (rendered at build time,
 * when there is no runtime) pass straight through, and public pages skip the session read.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.staff = null;
  if (context.isPrerendered) return next();
  const runtime = await runtimeOf(context.locals);
  context.locals.runtime = runtime;
  const { pathname } = context.url;
  if (isMisspelledProposalPath(pathname)) {
    return new Response("This link does not work. Please use the link in our latest email.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...TOKEN_PAGE_HEADERS },
    });
  }
  const proposalToken = guardedProposalToken(pathname);
  if (proposalToken !== undefined) {
    const gated = await proposalGate(context, runtime, proposalToken);
    if (gated) return gated;
  }
  const action = getActionContext(context).action;
  // Astro answers a namespace ("admin") or an unknown name with a 500: refuse it first.
  if (action && !isActionName(action.name))
    return new Response("There is no such action.", { status: 404 });
  const adminAction = action?.name.startsWith("admin.") ?? false;
  const adminPage = isAdminPath(pathname);
  if (!adminAction && !adminPage) return next();
  if (adminPage && pathname.startsWith(AUTH_BASE_PATH)) {
    // better-auth's answers (sessions, tokens) get the inbox's no-store too.
    const answer = await next();
    const response = new Response(answer.body, answer);
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
    return response;
  }

  const { staff, setCookies } = await runtime.staff.session(context.request.headers);
  context.locals.staff = staff;

  let response: Response;
  if (!staff && adminAction && action?.calledFrom === "rpc") {
    response = Response.json(
      { code: "UNAUTHORIZED", message: "Please sign in again." },
      { status: 401 },
    );
  } else if (!staff && !isPublicAdminPath(pathname)) {
    // A page being read goes to sign-in and back. A form posted without a session is
    // refused (401), not redirected: nothing it asked for happened, and the answer says so
    // with the way back in.
    response =
      context.request.method === "GET" || context.request.method === "HEAD"
        ? context.redirect(signInPath({ next: `${pathname}${context.url.search}` }), 303)
        : signInAgainPage();
  } else {
    response = await next();
  }
  // A fresh copy: some responses (redirects) come with headers that cannot be changed.
  response = new Response(response.body, response);
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  // A lead's photo may stay in the signed-in browser's own cache (storm photos): it never
  // changes, and the inbox shows it on every visit to the lead.
  const privateCache = response.headers.get("Cache-Control")?.startsWith("private,");
  for (const [name, value] of Object.entries(ADMIN_HEADERS))
    if (!(name === "Cache-Control" && privateCache)) response.headers.set(name, value);
  return response;
});
