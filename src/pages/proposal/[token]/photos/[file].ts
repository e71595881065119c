import type { APIRoute } from "astro";
import { photoFileOf, photoResponse } from "../../../../lib/photo-file";
import { TOKEN_PAGE_HEADERS } from "../../../../lib/public-routes";

export const prerender = false;

/**
 * A photo of the homeowner's own that the office chose to show with their proposal, to
 * whoever holds the proposal's link and to no one else: only a photo the version shows,
 * only while the link opens it. Not kept by shared caches (TOKEN_PAGE_HEADERS).
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const photo = photoFileOf(params.file);
  const bytes =
    photo && (await locals.runtime.proposals.photo(params.token ?? "", photo.publicId, photo.size));
  return photoResponse(bytes, TOKEN_PAGE_HEADERS);
};
