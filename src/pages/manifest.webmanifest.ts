import type { APIRoute } from "astro";
import { site } from "../config/site";
import { webAppManifest } from "../config/web-app-manifest";

export const prerender = true;

/** The web app manifest, from the site config so a rebrand renames the installed icon too. */
export const GET: APIRoute = () =>
  webAppManifest({
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    start_url: "/",
    scope: "/",
    display: "browser",
  });
