import type { APIRoute } from "astro";
import { parseProjectPhotoFile } from "../../../lib/projects/project-view";

// On demand: a photo is served only while its project is on the site.
export const prerender = false;

/**
 * A published project's photo. Browsers may keep it a minute: a withdrawn consent takes
 * it off the site at once, and out of a visitor's cache within the minute the homeowner
 * was promised.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const file = parseProjectPhotoFile(params.file ?? "");
  const bytes = file && (await locals.runtime.projects.photo(file.publicId, file.width));
  if (!bytes)
    return new Response("No such photo.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=60",
      "Content-Length": String(bytes.length),
    },
  });
};
