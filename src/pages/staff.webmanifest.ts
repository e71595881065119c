import type { APIRoute } from "astro";
import { site } from "../config/site";
import { webAppManifest } from "../config/web-app-manifest";
import { INBOX_PATH } from "../lib/admin-routes";

export const prerender = true;

/**
 * The staff pages' own web app manifest, linked from AdminLayout only: "Add to home
 * screen" on an inbox page installs the inbox, opening at /admin, standalone. It is a
 * static file outside /admin because a browser fetches a manifest without cookies, and
 * the staff area sends a visitor with none to sign in.
 */
export const GET: APIRoute = () =>
  webAppManifest({
    id: INBOX_PATH,
    name: `${site.shortName} lead inbox`,
    short_name: "Leads",
    description: `New quote requests for ${site.name}, to call back from a phone.`,
    start_url: INBOX_PATH,
    scope: INBOX_PATH,
    display: "standalone",
  });
