import { ActionError } from "astro:actions";
import { getCollection } from "astro:content";
import { z } from "astro/zod";
import { projectPhotoRoles } from "../lib/projects/project-view";
import type {
  PhotoChoice,
  SaveOutcome,
  ServiceChoice,
} from "../server/projects/project-operations";
import { PhotoFieldError } from "./photo-field-error";
import { ProjectFieldsError } from "./project-fields-error";
import { reference, rowId, staffAction } from "./staff-action";

/*
 * Staff's actions on a project: compose it from a completed job, choose its photos,
 * publish it once the homeowner agreed, take it off the site, delete it.
 */

/** The service pages a project may name, by their path and their navigation label. */
export async function serviceChoices(): Promise<ServiceChoice[]> {
  const services = await getCollection("services");
  return services
    .sort((a, b) => a.data.order - b.data.order)
    .map((entry) => ({ path: entry.id, name: entry.data.navLabel }));
}

/** Each photo's select posts "<public id>:<before|after|none>". */
const photoChoice = z
  .string()
  .regex(/^[\w-]{22}:(before|after|none)$/, "Please choose how each photo is shown.");

const projectFields = {
  title: z.string().trim().max(1_000),
  servicePath: z.string().trim().max(200),
  town: z.string().trim().max(1_000),
  countyFips: z.string().trim().max(20),
  month: z.string().trim().max(20),
  description: z.string().trim().max(20_000),
  photo: z.array(photoChoice).max(100).default([]),
};

/** The choices as the operation takes them: the last for a photo wins. */
const choicesOf = (photo: readonly string[]): Record<string, PhotoChoice> =>
  Object.fromEntries(photo.map((value) => value.split(":") as [string, PhotoChoice]));

/** A refused save, as the page shows it: each field's problem beside it. */
function refusal(outcome: Exclude<SaveOutcome, { kind: "saved" }>): ActionError {
  if (outcome.kind === "unknown")
    return new ActionError({
      code: "NOT_FOUND",
      message: "There is no such project, or its lead is not a completed job any more.",
    });
  if (outcome.kind === "too-many-photos")
    return new ActionError({
      code: "BAD_REQUEST",
      message: "A project shows at most 12 photos. Nothing was saved: set some to “Not shown”.",
    });
  return new ProjectFieldsError(outcome.problems);
}

export const projects = {
  createProject: staffAction({
    input: z.object({ lead: reference, ...projectFields }),
    saved: "Project saved as a draft. Publish it once the homeowner has agreed.",
    handler: async ({ lead, photo, ...input }, { runtime }) => {
      const outcome = await runtime.projects.save(
        { reference: lead },
        input,
        choicesOf(photo),
        await serviceChoices(),
      );
      if (outcome.kind !== "saved") throw refusal(outcome);
      return { id: outcome.id };
    },
  }),

  saveProject: staffAction({
    input: z.object({ id: rowId, ...projectFields }),
    saved: "Project saved.",
    handler: async ({ id, photo, ...input }, { runtime }) => {
      const outcome = await runtime.projects.save(
        { id },
        input,
        choicesOf(photo),
        await serviceChoices(),
      );
      if (outcome.kind !== "saved") throw refusal(outcome);
      return { id };
    },
  }),

  addProjectPhotos: staffAction({
    input: z.object({ id: rowId, role: z.enum(projectPhotoRoles as ["before", "after"]) }),
    saved: "Photos added: their location data was removed.",
    handler: async ({ id, role }, { runtime, photoUpload: upload }) => {
      if (upload?.problems.length) throw new PhotoFieldError(upload.problems);
      if (!upload?.photos.length)
        throw new ActionError({ code: "BAD_REQUEST", message: "Please choose photos to add." });
      const outcome = await runtime.projects.addUploads(id, upload.photos, role);
      if (outcome.kind !== "saved") throw refusal(outcome);
      return { added: upload.photos.length };
    },
  }),

  publishProject: staffAction({
    input: z.object({ id: rowId }),
    saved: "Published: the project is on the website now.",
    handler: async ({ id }, { runtime }) => {
      const outcome = await runtime.projects.publish(id);
      if (outcome.kind === "unknown")
        throw new ActionError({ code: "NOT_FOUND", message: "There is no such project." });
      if (outcome.kind === "no-consent")
        throw new ActionError({
          code: "CONFLICT",
          message:
            "Not published: the homeowner has not agreed to show their roof (or took it back). They agree through the link in their review email.",
        });
      if (outcome.kind === "no-photos")
        throw new ActionError({
          code: "CONFLICT",
          message: "Not published: choose at least one photo to show first.",
        });
      return { slug: outcome.slug };
    },
  }),

  unpublishProject: staffAction({
    input: z.object({ id: rowId }),
    saved: "Taken off the website.",
    handler: async ({ id }, { runtime }) => {
      if (!(await runtime.projects.unpublish(id)))
        throw new ActionError({ code: "NOT_FOUND", message: "There is no such project." });
      return { unpublished: true };
    },
  }),

  deleteProject: staffAction({
    input: z.object({ id: rowId }),
    saved: "Project deleted.",
    handler: async ({ id }, { runtime }) => {
      if (!(await runtime.projects.remove(id)))
        throw new ActionError({ code: "NOT_FOUND", message: "There is no such project." });
      return { deleted: true };
    },
  }),
};
