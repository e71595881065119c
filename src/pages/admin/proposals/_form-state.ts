import { isInputError, type ActionError } from "astro:actions";
import type { FormState } from "../../../components/admin/proposals/ProposalField";
import type { ProposalPhotoOption } from "../../../components/admin/proposals/ProposalForm";
import { photoPath } from "../../../lib/admin-routes";
import type { PhotoSummary } from "../../../server/photos/photo-repo";

/*
 * What the new-proposal page and a draft's page share: the lead's photos as the form offers
 * them, and a refused form shown again as typed, each message beside its field.
 */

export const photoOptionsOf = (photos: readonly PhotoSummary[]): ProposalPhotoOption[] =>
  photos.map((photo, index) => ({
    publicId: photo.publicId,
    src: photoPath(photo.publicId, "thumb"),
    width: photo.thumbWidth,
    height: photo.thumbHeight,
    label: `Photo ${index + 1}`,
  }));

/** The form as typed after a refusal (its fields' messages beside them), else as saved. */
export async function proposalFormState(
  request: Request,
  error: ActionError | undefined,
  saved: Record<string, string>,
): Promise<FormState> {
  if (!isInputError(error)) return { values: saved, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(error.fields as Record<string, string[] | undefined>).flatMap(
      ([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : []),
    ),
  );
  try {
    const form = await request.clone().formData();
    const typed = Object.fromEntries(
      [...form.entries()].flatMap(([name, value]) =>
        typeof value === "string" ? [[name, value.slice(0, 5_000)]] : [],
      ),
    );
    return { values: typed, errors };
  } catch {
    // An unreadable body shows the saved values instead.
    return { values: saved, errors };
  }
}
