import type { APIRoute } from "astro";
import { TOKEN_PAGE_HEADERS } from "../../../../lib/public-routes";

export const prerender = false;

/** "<id>.jpg" is the photo, "<id>-thumb.jpg" its thumbnail; ids are 22 URL-safe characters. */
const PHOTO_FILE = /^([\w-]{22})(-thumb)?\.jpg$/;

/**
 * A photo the homeowner sent with their request, to whoever holds their page's link and to
 * no one else: another lead's photo id answers 404 like a made-up one. Not kept by shared
 * caches (TOKEN_PAGE_HEADERS).
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const match = PHOTO_FILE.exec(params.file ?? "");
  const bytes =
    match &&
    (await locals.runtime.homeowner.photo(
      params.token ?? "",
      match[1]!,
      match[2] ? "thumb" : "full",
    ));
  if (!bytes)
    return new Response("There is no such photo.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...TOKEN_PAGE_HEADERS },
    });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.length),
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      ...TOKEN_PAGE_HEADERS,
    },
  });
};
