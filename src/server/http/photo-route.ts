import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerConfig } from "../config.ts";
import type { Db } from "../db/schema.ts";
import { clientKey } from "./client-key.ts";
import { MAX_FORM_FIELDS_BYTES } from "../photos/limits.ts";
import { processPhoto, storedBytes } from "../photos/process-photo.ts";
import { budgetExceeded, budgetMessage, spendBudget } from "../photos/upload-budget.ts";
import { discardRest } from "./request-body.ts";
import { receivePhotoUpload } from "./photo-upload.ts";

type Locals = Pick<App.Locals, "photoUpload">;

function answer(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
  response.end(message);
}

/**
 * The upload route in front of Astro (main.ts sends it the requests isPhotoUploadRoute
 * picks). It checks the daily photo budgets, reads the multipart body as a stream with
 * its own limits, and hands Astro the text fields as a small urlencoded body with the
 * processed photos in `locals.photoUpload`, so the action and the add-photos page get a
 * form like any other and never see the upload itself.
 */
export async function handlePhotoUpload(
  request: IncomingMessage,
  response: ServerResponse,
  { db, config }: { db: Db; config: Pick<ServerConfig, "photoBudget"> },
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
  // main.ts has put the address it believes here (forwarded.ts).
  const client = clientKey(String(request.headers["x-forwarded-for"] ?? ""));
  const declared = Number(request.headers["content-length"] ?? 0);
  // A body bigger than any text form carries photos: refused unread once the budget is spent.
  if (declared > MAX_FORM_FIELDS_BYTES) {
    const spent = await budgetExceeded(db, client, 0, Date.now(), budget);
    if (spent) {
      discardRest(request);
      return answer(response, 429, budgetMessage(spent));
    }
  }
  const outcome = await receivePhotoUpload(request, processPhoto);
  if (outcome.kind === "refused") return answer(response, outcome.status, outcome.message);

  const { fields, photos, problems } = outcome;
  const bytes = photos.reduce((total, photo) => total + storedBytes(photo), 0);
  if (bytes > 0) {
    const spent = await budgetExceeded(db, client, bytes, Date.now(), budget);
    if (spent) return answer(response, 429, budgetMessage(spent));
    if (problems.length === 0) await spendBudget(db, client, bytes);
  }

  const body = Buffer.from(fields.toString());
  request.headers["content-type"] = "application/x-www-form-urlencoded";
  request.headers["content-length"] = String(body.length);
  delete request.headers["transfer-encoding"];
  Object.assign(request, { body });
  await render({ photoUpload: { photos, problems } });
}
