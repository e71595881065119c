import type { APIRoute } from "astro";
import { appIcons } from "../config/app-icons";
import { brandColors } from "../config/brand";
import { site } from "../config/site";
import { INBOX_PATH } from "../lib/admin-routes";

export const prerender = true;

/**
 * The staff pages' own web app manifest, linked from AdminLayout only: "Add to home
 * screen" on an inbox page installs the inbox, opening at /admin, standalone. It is a
 * static file outside /admin because a browser fetches a manifest without cookies, and
 * the staff area sends a visitor with none to sign in.
 */
export const GET: APIRoute = () => {
  const manifest = {
    id: INBOX_PATH,
    name: `${site.shortName} lead inbox`,
    short_name: "Leads",
    description: `New quote requests for ${site.name}, to call back from a phone.`,
    lang: "en-US",
    start_url: INBOX_PATH,
    scope: INBOX_PATH,
    display: "standalone",
    theme_color: brandColors.theme,
    background_color: brandColors.background,
    icons: appIcons,
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
};
