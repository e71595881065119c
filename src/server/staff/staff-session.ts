import type { ServerConfig } from "../config/config.ts";
import type { Auth } from "./auth.ts";
import { isStaffEmail } from "./staff-policy.ts";

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
 * Reads the session from a request's cookies with the runtime's better-auth instance.
 * Anyone whose address has since been taken off STAFF_EMAILS counts as signed out.
 */
export async function readStaffSession(
  { auth, config }: { auth: Auth; config: Pick<ServerConfig, "staffEmails"> },
  headers: Headers,
): Promise<StaffSession> {
  const { headers: responseHeaders, response } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  const setCookies = responseHeaders?.getSetCookie() ?? [];
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
