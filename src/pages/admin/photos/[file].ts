import type { APIRoute } from "astro";
import { photoFileOf, photoResponse } from "../../../lib/photo-file";

export const prerender = false;

/**
 * A lead's photo, to signed-in staff only: the middleware sends anyone else to sign-in
 * before this runs. The browser may keep it for the session's user alone (private).
 */
export const GET: APIRoute = async ({ params, locals }) => {
  if (!locals.staff) return new Response("Please sign in again.", { status: 401 });
  const photo = photoFileOf(params.file);
  const bytes = photo && (await locals.runtime.inbox.photo(photo.publicId, photo.size));
  return photoResponse(bytes, { "Cache-Control": "private, max-age=3600" });
};
