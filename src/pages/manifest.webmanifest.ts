import type { APIRoute } from "astro";
import { appIcons } from "../config/app-icons";
import { brandColors } from "../config/brand";
import { site } from "../config/site";

export const prerender = true;

/** The web app manifest, from the site config so a rebrand renames the installed icon too. */
export const GET: APIRoute = () => {
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    lang: "en-US",
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: brandColors.theme,
    background_color: brandColors.background,
    icons: appIcons,
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
};
