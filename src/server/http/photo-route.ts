import type { IncomingMessage, ServerResponse } from "node:http";
import { addPhotosToken } from "../../lib/public-routes.ts";
import type { Clock } from "../clock.ts";
import type { ServerConfig } from "../config/config.ts";
import type { Db } from "../tables.ts";
import { clientKey } from "../spam/client-key.ts";
import { leadForPhotoLink } from "../photos/photo-link-repo.ts";
import { LINK_REFUSED } from "../photos/add-later.ts";
import {
  MAX_FORM_FIELDS_BYTES,
  REFUSED_PHOTO_CHARGE_BYTES,
  uploadLimits,
} from "../photos/limits.ts";
import { PhotoRefused } from "../photos/photo-refused.ts";
import { sniffPhotoFormat } from "../photos/sniff.ts";
import { processPhoto, storedBytes } from "../photos/process-photo.ts";
import { budgetExceeded, budgetMessage, spendBudget } from "../photos/upload-budget.ts";
import { discardRest } from "./request-body.ts";
import { isProjectPhotoUpload } from "./photo-upload-route.ts";
import { receivePhotoUpload, type DecodePhoto } from "./photo-upload.ts";

type Locals = Pick<App.Locals, "photoUpload">;

function answer(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    ...(status === 503 ? { "Retry-After": "60" } : {}),
  });
  response.end(message);
}

/** The token of an add-photos post, undefined for the quote form's. */
function tokenOf(url: string | undefined): string | undefined {
  const base = "http://site.invalid";
  if (!URL.canParse(url ?? "/", base)) return undefined;
  return addPhotosToken(new URL(url ?? "/", base).pathname);
}

/**
 * The upload route in front of Astro (main.ts sends it the requests isPhotoUploadRoute
 * picks). It checks an add-photos link and the daily photo budgets before reading, reads the multipart body as a stream with
 * its own limits, and hands Astro the text fields as a small urlencoded body with the
 * processed photos in `locals.photoUpload`, so the action and the add-photos page get a
 * form like any other and never see the upload itself.
 */
export async function handlePhotoUpload(
  request: IncomingMessage,
  response: ServerResponse,
  {
    db,
    config,
    clock,
    isStaff,
  }: {
    db: Db;
    config: Pick<ServerConfig, "photoBudget">;
    clock: Clock;
    /** Whether the request's cookies are a signed-in member of staff's session */
    isStaff: (request: IncomingMessage) => Promise<boolean>;
  },
  render: (locals: Locals) => Promise<void>,
): Promise<void> {
  const budget = config.photoBudget;
  // Astro refuses a cross-site form post as well, but only once the pictures are decoded:
  // refused here first, unread. (main.ts has set the host and protocol it believes.)
  const origin = request.headers.origin;
  const ownOrigin = `${String(request.headers["x-forwarded-proto"] ?? "http")}://${request.headers.host ?? ""}`;
  if (origin !== undefined && origin !== ownOrigin) {
    discardRest(request);
    return answer(response, 403, "Cross-site form submissions are not accepted.");
  }
  // A post to an add-photos link that is no link (or has expired) is refused unread:
  // otherwise any made-up token would get pictures decoded and the budgets spent.
  const token = tokenOf(request.url);
  if (token !== undefined && !(await leadForPhotoLink(db, token, clock().toISOString()))) {
    discardRest(request);
    return answer(response, 404, LINK_REFUSED);
  }
  // Staff's project photos: refused unread without a session, as the middleware would
  // refuse the form, so no one signed out gets a picture decoded.
  if (isProjectPhotoUpload(request.url) && !(await isStaff(request))) {
    discardRest(request);
    return answer(response, 401, "Please sign in again.");
  }
  // main.ts has put the address it believes here (forwarded.ts).
  const client = clientKey(String(request.headers["x-forwarded-for"] ?? ""));
  // Checked before reading, whatever the length (declared, small, or chunked). Once a
  // budget is spent, a body big enough for photos is refused unread; a smaller one is read
  // for its text fields (the form still goes through without photos), refused at its
  // first picture before that picture is read.
  // (Spent: no room left for even one byte more.)
  const spent = await budgetExceeded(db, client, 1, Date.now(), budget);
  const declared = Number(request.headers["content-length"] ?? 0);
  if (spent && declared > MAX_FORM_FIELDS_BYTES) {
    discardRest(request);
    return answer(response, 429, budgetMessage(spent));
  }
  // Every picture decoded counts against the budgets, whether it is then stored, sent
  // back with the form because another file was refused, lost to a refused upload, or
  // refused itself.
  let decodedBytes = 0;
  const decode: DecodePhoto = async (bytes, fileName, signal) => {
    try {
      const photo = await processPhoto(bytes, fileName, signal);
      decodedBytes += storedBytes(photo);
      return photo;
    } catch (error) {
      // A picture the decoder refused (over 100 megapixels, broken) cost the decoding all
      // the same, and is as cheap to send again and again. A file that is no picture at
      // all never reached a decoder.
      if (error instanceof PhotoRefused && sniffPhotoFormat(bytes))
        decodedBytes += Math.max(bytes.length, REFUSED_PHOTO_CHARGE_BYTES);
      throw error;
    }
  };
  const outcome = await receivePhotoUpload(
    request,
    decode,
    spent ? { ...uploadLimits, maxBodyBytes: MAX_FORM_FIELDS_BYTES } : uploadLimits,
    spent ? { refusePhotos: { status: 429, message: budgetMessage(spent) } } : {},
  );
  if (decodedBytes > 0) {
    const over = await budgetExceeded(db, client, decodedBytes, Date.now(), budget);
    // Counted before storing: of two uploads racing past the limit both are counted.
    await spendBudget(db, client, decodedBytes);
    if (outcome.kind === "received" && over) return answer(response, 429, budgetMessage(over));
  }
  if (outcome.kind === "refused") return answer(response, outcome.status, outcome.message);
  const { fields, photos, problems } = outcome;

  const body = Buffer.from(fields.toString());
  request.headers["content-type"] = "application/x-www-form-urlencoded";
  request.headers["content-length"] = String(body.length);
  delete request.headers["transfer-encoding"];
  Object.assign(request, { body });
  await render({ photoUpload: { photos, problems } });
}
