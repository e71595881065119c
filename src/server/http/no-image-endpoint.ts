import type { APIRoute } from "astro";

/** Stands in for Astro's /_image endpoint, which this site does not use (see astro.config.mjs). */
export const GET: APIRoute = () => new Response("Not found.", { status: 404 });
