import { addPhotosToken } from "../../lib/public-routes.ts";
import { isQuoteSubmission } from "./quote-route.ts";

/**
 * The requests that may carry photos: the quote form's multipart posts (the island's and
 * the no-JavaScript one) and the add-photos page. Everything else keeps the small body cap.
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
  if (isQuoteSubmission(method, url)) return true;
  // A request line URL cannot parse ("//@", "//a:99999") is no route of ours.
  const base = "http://site.invalid";
  if (!URL.canParse(url ?? "/", base)) return false;
  return addPhotosToken(new URL(url ?? "/", base).pathname) !== undefined;
}
