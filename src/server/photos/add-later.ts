import { inTransaction } from "../db/database.ts";
import { type Db } from "../tables.ts";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import { leadForPhotoLink, type PhotoLinkLead } from "./photo-link-repo.ts";
import { insertPhotos, recordPhotosAdded } from "./photo-repo.ts";
import { composePhotosAdded } from "../mail/compose-photos-added.ts";
import type { ProcessedPhoto } from "./process-photo.ts";

export interface AddLaterDependencies {
  db: Db;
  notifyTo: string[];
  siteUrl: string;
  /** Counts the upload against the client's quote limit; true when it is over it */
  overLimit: () => Promise<boolean>;
}

/** What the add-photos page shows. */
export type AddLaterPage =
  | { kind: "refused"; status: 404; message: string }
  | {
      kind: "form";
      status: 200 | 400 | 429;
      lead: PhotoLinkLead;
      error?: string;
    }
  | { kind: "added"; lead: PhotoLinkLead; count: number };

export const LINK_REFUSED =
  "This link has expired or is not a valid link. Links to add photos work for 7 days after your request. Please call us, or send a new request with your photos.";

/**
 * The page behind the receipt's private link: on GET the form, on POST (through the upload
 * route, so the photos are already processed) the photos stored with the lead, a history
 * entry, and a follow-up notification with the new pictures, all in one transaction.
 */
export async function addLaterPage(
  deps: AddLaterDependencies,
  token: string,
  method: string,
  upload: { photos: ProcessedPhoto[]; problems: string[] } | undefined,
  /** The runtime's time: a link is judged, and photos stored, at it */
  now: string,
): Promise<AddLaterPage> {
  const lead = await leadForPhotoLink(deps.db, token, now);
  if (!lead) return { kind: "refused", status: 404, message: LINK_REFUSED };
  if (method !== "POST") return { kind: "form", status: 200, lead };
  if (upload?.problems.length)
    return { kind: "form", status: 400, lead, error: upload.problems.join(" ") };
  if (!upload?.photos.length)
    return { kind: "form", status: 400, lead, error: "Please choose at least one photo to add." };
  if (await deps.overLimit())
    return {
      kind: "form",
      status: 429,
      lead,
      error: "Too many requests. Please try again later, or call us.",
    };

  const photos = upload.photos;
  await inTransaction(deps.db, async (trx) => {
    const ids = await insertPhotos(trx, lead.leadId, photos, now, true);
    await recordPhotosAdded(
      trx,
      lead.leadId,
      photos.map((photo) => photo.fileName),
      now,
    );
    await enqueueMessage(
      trx,
      lead.leadId,
      {
        ...composePhotosAdded({ ...lead, count: photos.length }, deps.notifyTo, deps.siteUrl),
        attachments: photos.map((photo, index) => ({
          photoId: ids[index]!,
          fileName: photo.fileName,
        })),
      },
      now,
      new URL(deps.siteUrl).hostname,
    );
  });
  return { kind: "added", lead, count: photos.length };
}
