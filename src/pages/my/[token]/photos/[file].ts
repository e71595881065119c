import type { APIRoute } from "astro";
import { photoFileOf, photoResponse } from "../../../../lib/photo-file";
import { TOKEN_PAGE_HEADERS } from "../../../../lib/public-routes";

export const prerender = false;

/**
 * A photo the homeowner sent with their request, to whoever holds their page's link and to
 * no one else: another lead's photo id answers 404 like a made-up one. Not kept by shared
 * caches (TOKEN_PAGE_HEADERS).
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const photo = photoFileOf(params.file);
  const bytes =
    photo && (await locals.runtime.homeowner.photo(params.token ?? "", photo.publicId, photo.size));
  return photoResponse(bytes, TOKEN_PAGE_HEADERS);
};
