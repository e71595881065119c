import { getRuntime } from "../runtime.ts";
import { createAuth, type Auth } from "./auth.ts";
import { resolveAuthSecret } from "./secret.ts";
import { isStaffEmail } from "./staff-policy.ts";

/*
 * One better-auth instance per process, on the shared runtime's database. Kept on
 * globalThis for the same reason as the runtime: plain Node and the Astro bundle each
 * load this module.
 */
const AUTH_KEY = Symbol.for("ridgeline.auth");
type Holder = { [AUTH_KEY]?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  const holder = globalThis as Holder;
  if (!holder[AUTH_KEY]) {
    const creating = getRuntime().then(({ config, db, log }) =>
      createAuth({
        db,
        siteUrl: config.siteUrl,
        secret: resolveAuthSecret(config.dataDir, config.authSecret),
        log,
        staffEmails: config.staffEmails,
      }),
    );
    holder[AUTH_KEY] = creating;
    creating.catch(() => {
      if (holder[AUTH_KEY] === creating) delete holder[AUTH_KEY];
    });
  }
  return holder[AUTH_KEY];
}

/** The signed-in member of staff, as pages and actions see them. */
export interface Staff {
  id: string;
  email: string;
  name: string;
  /** When the session ends unless it is used again (ISO time) */
  sessionExpiresAt: string;
}

export interface StaffSession {
  staff: Staff | null;
  /** Set-Cookie values to pass on: a renewed session's new cookie */
  setCookies: string[];
}

/**
 * Reads the session from a request's cookies. Anyone whose address has since been taken
 * off STAFF_EMAILS counts as signed out.
 */
export async function readStaffSession(headers: Headers): Promise<StaffSession> {
  const auth = await getAuth();
  const { headers: responseHeaders, response } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  const setCookies = responseHeaders?.getSetCookie() ?? [];
  const { config } = await getRuntime();
  if (!response || !isStaffEmail(response.user.email, config.staffEmails))
    return { staff: null, setCookies };
  return {
    staff: {
      id: response.user.id,
      email: response.user.email,
      name: response.user.name,
      sessionExpiresAt: new Date(response.session.expiresAt).toISOString(),
    },
    setCookies,
  };
}
