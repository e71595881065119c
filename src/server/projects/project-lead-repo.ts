import type { ProjectPhotoRole } from "../../lib/projects/project-view.ts";
import type { Db } from "../tables.ts";
import type { ProjectPhotoSummary } from "./project-repo.ts";

/** The lead a project is composed from, as its staff page needs it. */
export interface ProjectLead {
  id: number;
  reference: string;
  name: string;
  address: string;
  /** The ZIP at the end of the address, if any */
  zip: string | undefined;
  status: string;
  /** YYYY-MM-DD, set with "Job completed" */
  completedOn: string | null;
}

/** One of the lead's photos on the project's page: shown in the project, and how, or not. */
export interface LeadPhotoChoice {
  id: number;
  publicId: string;
  fileName: string;
  thumbWidth: number;
  thumbHeight: number;
  /** The project's copy of it, by its public id, when the project shows it */
  projectPhotoId: string | undefined;
  role: ProjectPhotoRole | undefined;
}

const ZIP_AT_END = /\b(\d{5})(?:-\d{4})?\s*$/;

export async function leadOfProject(
  db: Db,
  key: { reference: string } | { id: number },
): Promise<ProjectLead | undefined> {
  const row = await db
    .selectFrom("leads")
    .select(["id", "reference", "name", "address", "status", "job_completed_on"])
    .$call((query) =>
      "id" in key ? query.where("id", "=", key.id) : query.where("reference", "=", key.reference),
    )
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      reference: row.reference,
      name: row.name,
      address: row.address,
      zip: ZIP_AT_END.exec(row.address.trim())?.[1],
      status: row.status,
      completedOn: row.job_completed_on,
    }
  );
}

/** The lead's photos, oldest first, each with its place in the project (`current`). */
export async function leadPhotosOf(
  db: Db,
  leadId: number,
  current: readonly ProjectPhotoSummary[],
): Promise<LeadPhotoChoice[]> {
  const rows = await db
    .selectFrom("lead_photos")
    .select(["id", "public_id", "file_name", "thumb_width", "thumb_height"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const copy = current.find((photo) => photo.leadPhotoId === row.id);
    return {
      id: row.id,
      publicId: row.public_id,
      fileName: row.file_name,
      thumbWidth: row.thumb_width,
      thumbHeight: row.thumb_height,
      projectPhotoId: copy?.publicId,
      role: copy?.role,
    };
  });
}

/** A lead photo's JPEG, only when it is that lead's. */
export async function leadPhotoJpeg(
  db: Db,
  leadId: number,
  publicId: string,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom("lead_photos")
    .select("data")
    .where("lead_id", "=", leadId)
    .where("public_id", "=", publicId)
    .executeTakeFirst();
  return row?.data;
}
