import { PROJECTS_ADMIN_PATH } from "../../lib/admin-routes.ts";
import { addPhotosToken } from "../../lib/public-routes.ts";
import { isQuoteSubmission } from "./quote-route.ts";

/** The staff action that adds photos to a project, and the page that posts to it. */
export const PROJECT_PHOTOS_ACTION = "admin.addProjectPhotos";
const PROJECT_PAGE = new RegExp(`^${PROJECTS_ADMIN_PATH}/\\d{1,10}$`);

/**
 * Whether a post is staff adding photos to a project (`/admin/projects/12?_action=…`):
 * the upload route reads it only for a signed-in member of staff.
 */
export function isProjectPhotoUpload(url: string | undefined): boolean {
  const base = "http://site.invalid";
  if (!URL.canParse(url ?? "/", base)) return false;
  const { pathname, searchParams } = new URL(url ?? "/", base);
  return PROJECT_PAGE.test(pathname) && searchParams.get("_action") === PROJECT_PHOTOS_ACTION;
}

/**
 * The requests that may carry photos: the quote form's multipart posts (the island's and
 * the no-JavaScript one), the add-photos page and staff adding photos to a project.
 * Everything else keeps the small body cap.
 *
 * @example isPhotoUploadRoute("POST", "/quote-request?_action=quote.submit", "multipart/form-data; boundary=x") // true
 */
export function isPhotoUploadRoute(
  method: string | undefined,
  url: string | undefined,
  contentType: string | undefined,
): boolean {
  if (method !== "POST") return false;
  if (!/^multipart\/form-data\s*;/i.test(contentType ?? "")) return false;
  if (isQuoteSubmission(method, url) || isProjectPhotoUpload(url)) return true;
  // A request line URL cannot parse ("//@", "//a:99999") is no route of ours.
  const base = "http://site.invalid";
  if (!URL.canParse(url ?? "/", base)) return false;
  return addPhotosToken(new URL(url ?? "/", base).pathname) !== undefined;
}
