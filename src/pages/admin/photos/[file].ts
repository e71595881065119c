import type { APIRoute } from "astro";

export const prerender = false;

/** "<id>.jpg" is the photo, "<id>-thumb.jpg" its thumbnail; ids are 22 URL-safe characters. */
const PHOTO_FILE = /^([\w-]{22})(-thumb)?\.jpg$/;

/**
 * A lead's photo, to signed-in staff only: the middleware sends anyone else to sign-in
 * before this runs. The browser may keep it for the session's user alone (private), and
 * must not guess another type from its bytes.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  if (!locals.staff) return new Response("Please sign in again.", { status: 401 });
  const match = PHOTO_FILE.exec(params.file ?? "");
  const bytes = match && (await locals.runtime.inbox.photo(match[1]!, match[2] ? "thumb" : "full"));
  if (!bytes) return new Response("There is no such photo.", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
};
