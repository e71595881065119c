import { isInputError, type ActionError } from "astro:actions";
import type { PhotoOption } from "../../../components/admin/projects/ProjectForm";
import { photoPath, projectAdminPhotoPath } from "../../../lib/admin-routes";
import type { ProjectInput, ProjectProblems } from "../../../lib/projects/project-fields";
import type { ProjectPhotoRole } from "../../../lib/projects/project-view";
import type { ProjectPage } from "../../../server/projects/project-operations";

/*
 * What the new-project page and a project's page share: the form's photo choices, and a
 * refused form shown again as typed with each message beside its field.
 */

/**
 * The lead's photos (by their thumbnails), then the photos staff uploaded for the project,
 * each with its role as saved or, after a refused form, as chosen (`typed`).
 */
export function photoOptionsOf(
  page: ProjectPage,
  typed: Record<string, string> = {},
): PhotoOption[] {
  const roleOf = (publicId: string, saved: ProjectPhotoRole | undefined) => {
    const chosen = typed[publicId];
    return chosen === "before" || chosen === "after"
      ? chosen
      : chosen === "none"
        ? undefined
        : saved;
  };
  const fromLead = page.leadPhotos.map((photo, index) => ({
    publicId: photo.publicId,
    previewSrc: photoPath(photo.publicId, "thumb"),
    previewWidth: photo.thumbWidth,
    previewHeight: photo.thumbHeight,
    label: `Homeowner’s photo ${index + 1}`,
    detail: photo.fileName,
    role: roleOf(photo.publicId, photo.role),
    uploaded: false,
  }));
  const uploaded = (page.project?.photos ?? [])
    .filter((photo) => photo.leadPhotoId === null)
    .map((photo, index) => ({
      publicId: photo.publicId,
      previewSrc: projectAdminPhotoPath(photo.publicId),
      previewWidth: 640,
      previewHeight: Math.round((640 * photo.height) / photo.width),
      label: `Your photo ${index + 1}`,
      role: roleOf(photo.publicId, photo.role),
      uploaded: true,
    }));
  return [...fromLead, ...uploaded];
}

/** The form's values and messages: as typed after a refusal, else as saved (or suggested). */
export async function formState(
  request: Request,
  error: ActionError | undefined,
  saved: ProjectInput,
): Promise<{ values: ProjectInput; errors: ProjectProblems; photos: Record<string, string> }> {
  if (!isInputError(error)) return { values: saved, errors: {}, photos: {} };
  const errors = Object.fromEntries(
    Object.entries(error.fields as Record<string, string[] | undefined>).flatMap(
      ([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : []),
    ),
  ) as ProjectProblems;
  try {
    const form = await request.clone().formData();
    const typed = (name: keyof ProjectInput) => {
      const value = form.get(name);
      return typeof value === "string" ? value.slice(0, 5_000) : saved[name];
    };
    return {
      values: {
        title: typed("title"),
        servicePath: typed("servicePath"),
        town: typed("town"),
        countyFips: typed("countyFips"),
        month: typed("month"),
        description: typed("description"),
      },
      errors,
      // Each photo's select posts "<public id>:<role>".
      photos: Object.fromEntries(
        form
          .getAll("photo")
          .flatMap((value) => (typeof value === "string" ? [value.split(":")] : []))
          .filter((pair) => pair.length === 2),
      ),
    };
  } catch {
    // An unreadable body shows the saved values instead.
    return { values: saved, errors, photos: {} };
  }
}
