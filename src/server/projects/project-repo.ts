import { randomBytes } from "node:crypto";
import type { ExpressionBuilder, Selectable } from "kysely";
import type {
  ProjectCardView,
  ProjectPhotoRole,
  ProjectPhotoView,
  ProjectPhotoWidth,
  PublicProjectView,
} from "../../lib/projects/project-view.ts";
import type { DatabaseSchema, Db } from "../tables.ts";
import type { ProjectPhotoFiles } from "./project-photo-files.ts";
import type { ProjectsTable } from "./project-tables.ts";

/** What staff write of a project. */
export interface ProjectFields {
  title: string;
  servicePath: string;
  serviceName: string;
  town: string;
  countyFips: string;
  month: string;
  description: string;
}

/** A project's photo without its bytes. */
export interface ProjectPhotoSummary {
  publicId: string;
  role: ProjectPhotoRole;
  position: number;
  leadPhotoId: number | null;
  width: number;
  height: number;
}

/** A project as staff see it. */
export interface StaffProject extends ProjectFields {
  id: number;
  leadId: number;
  slug: string | null;
  state: ProjectsTable["state"];
  publishedAt: string | null;
  unpublishedReason: "staff" | "consent-withdrawn" | null;
  updatedAt: string;
  photos: ProjectPhotoSummary[];
}

const newPublicId = () => randomBytes(16).toString("base64url");

const projectColumns = [
  "projects.id",
  "projects.lead_id",
  "projects.slug",
  "projects.title",
  "projects.service_path",
  "projects.service_name",
  "projects.town",
  "projects.county_fips",
  "projects.month",
  "projects.description",
  "projects.state",
  "projects.published_at",
  "projects.unpublished_reason",
  "projects.updated_at",
] as const;

export async function insertProject(
  db: Db,
  leadId: number,
  fields: ProjectFields,
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto("projects")
    .values({
      lead_id: leadId,
      title: fields.title,
      service_path: fields.servicePath,
      service_name: fields.serviceName,
      town: fields.town,
      county_fips: fields.countyFips,
      month: fields.month,
      description: fields.description,
      state: "draft",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateProject(
  db: Db,
  id: number,
  fields: ProjectFields,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("projects")
    .set({
      title: fields.title,
      service_path: fields.servicePath,
      service_name: fields.serviceName,
      town: fields.town,
      county_fips: fields.countyFips,
      month: fields.month,
      description: fields.description,
      updated_at: now,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A projects row as `projectColumns` selects it. */
type ProjectRow = Omit<Selectable<ProjectsTable>, "created_at">;

async function photosOf(db: Db, projectIds: readonly number[]) {
  if (projectIds.length === 0) return new Map<number, ProjectPhotoSummary[]>();
  const rows = await db
    .selectFrom("project_photos")
    .select(["project_id", "public_id", "role", "position", "lead_photo_id", "width", "height"])
    .where("project_id", "in", projectIds)
    .orderBy("project_id")
    .orderBy("position")
    .execute();
  const byProject = new Map<number, ProjectPhotoSummary[]>();
  for (const row of rows) {
    const list = byProject.get(row.project_id) ?? [];
    list.push({
      publicId: row.public_id,
      role: row.role,
      position: row.position,
      leadPhotoId: row.lead_photo_id,
      width: row.width,
      height: row.height,
    });
    byProject.set(row.project_id, list);
  }
  return byProject;
}

const staffProjectOf = (row: ProjectRow, photos: ProjectPhotoSummary[]): StaffProject => ({
  id: row.id,
  leadId: row.lead_id,
  slug: row.slug,
  title: row.title,
  servicePath: row.service_path,
  serviceName: row.service_name,
  town: row.town,
  countyFips: row.county_fips,
  month: row.month,
  description: row.description,
  state: row.state,
  publishedAt: row.published_at,
  unpublishedReason: row.unpublished_reason,
  updatedAt: row.updated_at,
  photos,
});

export async function projectById(db: Db, id: number): Promise<StaffProject | undefined> {
  const row = await db
    .selectFrom("projects")
    .select(projectColumns)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return staffProjectOf(row, (await photosOf(db, [id])).get(id) ?? []);
}

export async function projectsOfLead(db: Db, leadId: number): Promise<StaffProject[]> {
  const rows = await db
    .selectFrom("projects")
    .select(projectColumns)
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => staffProjectOf(row, photos.get(row.id) ?? []));
}

/** Every project with its lead's reference, newest change first, for the staff list. */
export async function allProjects(
  db: Db,
  limit: number,
): Promise<(StaffProject & { leadReference: string })[]> {
  const rows = await db
    .selectFrom("projects")
    .innerJoin("leads", "leads.id", "projects.lead_id")
    .select([...projectColumns, "leads.reference as lead_reference"])
    .orderBy("projects.updated_at", "desc")
    .orderBy("projects.id", "desc")
    .limit(limit)
    .execute();
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...staffProjectOf(row, photos.get(row.id) ?? []),
    leadReference: row.lead_reference,
  }));
}

/** Adds a photo at the end of the project's photos; returns its public id. */
export async function insertProjectPhoto(
  db: Db,
  project: { id: number; leadId: number },
  photo: { role: ProjectPhotoRole; leadPhotoId: number | null; files: ProjectPhotoFiles },
): Promise<string> {
  const last = await db
    .selectFrom("project_photos")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("project_id", "=", project.id)
    .executeTakeFirst();
  const publicId = newPublicId();
  await db
    .insertInto("project_photos")
    .values({
      project_id: project.id,
      lead_id: project.leadId,
      public_id: publicId,
      role: photo.role,
      position: Number(last?.position ?? 0) + 1,
      lead_photo_id: photo.leadPhotoId,
      width: photo.files.width,
      height: photo.files.height,
      data_640: photo.files.data640,
      data_1280: photo.files.data1280,
    })
    .execute();
  return publicId;
}

export async function setPhotoRole(
  db: Db,
  projectId: number,
  publicId: string,
  role: ProjectPhotoRole,
): Promise<boolean> {
  const result = await db
    .updateTable("project_photos")
    .set({ role })
    .where("project_id", "=", projectId)
    .where("public_id", "=", publicId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteProjectPhoto(
  db: Db,
  projectId: number,
  publicId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("project_photos")
    .where("project_id", "=", projectId)
    .where("public_id", "=", publicId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteProject(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom("project_photos").where("project_id", "=", id).execute();
  const result = await db.deleteFrom("projects").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Publishes a project; its slug is made at the first publication and kept after. */
export async function markPublished(db: Db, id: number, slug: string, now: string): Promise<void> {
  await db
    .updateTable("projects")
    .set((eb) => ({
      state: "published",
      slug: eb.fn.coalesce("slug", eb.val(slug)),
      published_at: eb.fn.coalesce("published_at", eb.val(now)),
      unpublished_reason: null,
      updated_at: now,
    }))
    .where("id", "=", id)
    .execute();
}

export async function markUnpublished(
  db: Db,
  where: { id: number } | { leadId: number },
  reason: "staff" | "consent-withdrawn",
  now: string,
): Promise<number> {
  const result = await db
    .updateTable("projects")
    .set({ state: "unpublished", unpublished_reason: reason, updated_at: now })
    .where("state", "=", "published")
    .$call((query) =>
      "id" in where ? query.where("id", "=", where.id) : query.where("lead_id", "=", where.leadId),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * What the public may see: a published project whose homeowner's consent stands. The
 * consent is checked here as well as unpublishing on withdrawal, so a project never shows
 * without it, whatever happened to its state.
 */
const isPublic = (eb: ExpressionBuilder<DatabaseSchema, "projects">) =>
  eb.and([
    eb("projects.state", "=", "published"),
    eb.exists(
      eb
        .selectFrom("photo_consents")
        .select("photo_consents.lead_id")
        .whereRef("photo_consents.lead_id", "=", "projects.lead_id")
        .where("photo_consents.withdrawn_at", "is", null),
    ),
  ]);

const photoViewOf = (
  title: string,
  photo: ProjectPhotoSummary,
  index: number,
): ProjectPhotoView => ({
  publicId: photo.publicId,
  role: photo.role,
  width: photo.width,
  height: photo.height,
  alt: `${photo.role === "before" ? "Before" : "After"}${index > 0 ? ` (${index + 1})` : ""}: ${title}`,
});

/** Before photos first, then after, each numbered within its kind for its alt text. */
function photoViews(title: string, photos: readonly ProjectPhotoSummary[]): ProjectPhotoView[] {
  return (["before", "after"] as const).flatMap((role) =>
    photos
      .filter((photo) => photo.role === role)
      .map((photo, index) => photoViewOf(title, photo, index)),
  );
}

function cardOf(
  row: ProjectRow,
  photos: readonly ProjectPhotoSummary[],
): ProjectCardView | undefined {
  const views = photoViews(row.title, photos);
  // The card shows the finished roof when there is an after photo.
  const cover = views.find((photo) => photo.role === "after") ?? views[0];
  if (!cover || !row.slug) return undefined;
  return {
    slug: row.slug,
    title: row.title,
    town: row.town,
    month: row.month,
    servicePath: row.service_path,
    serviceName: row.service_name,
    countyFips: row.county_fips,
    cover,
  };
}

/** Published projects, newest first, optionally of one service or county, at most `limit`. */
export async function publicProjects(
  db: Db,
  filter: { servicePath?: string | undefined; countyFips?: string | undefined },
  limit: number,
): Promise<ProjectCardView[]> {
  const rows = await db
    .selectFrom("projects")
    .select(projectColumns)
    .where(isPublic)
    .$if(filter.servicePath !== undefined, (query) =>
      query.where("service_path", "=", filter.servicePath!),
    )
    .$if(filter.countyFips !== undefined, (query) =>
      query.where("county_fips", "=", filter.countyFips!),
    )
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => cardOf(row, photos.get(row.id) ?? []) ?? []);
}

/** The services and counties that have published projects, with their counts. */
export async function publicFacets(db: Db): Promise<{
  services: { path: string; name: string; count: number }[];
  counties: { fips: string; count: number }[];
}> {
  const rows = await db
    .selectFrom("projects")
    .select(["service_path", "service_name", "county_fips", "published_at"])
    .where(isPublic)
    .orderBy("published_at", "desc")
    .execute();
  const services = new Map<string, { path: string; name: string; count: number }>();
  const counties = new Map<string, { fips: string; count: number }>();
  for (const row of rows) {
    const service = services.get(row.service_path) ?? {
      path: row.service_path,
      name: row.service_name,
      count: 0,
    };
    service.count += 1;
    services.set(row.service_path, service);
    const county = counties.get(row.county_fips) ?? { fips: row.county_fips, count: 0 };
    county.count += 1;
    counties.set(row.county_fips, county);
  }
  return { services: [...services.values()], counties: [...counties.values()] };
}

export async function publicProjectBySlug(
  db: Db,
  slug: string,
): Promise<PublicProjectView | undefined> {
  const row = await db
    .selectFrom("projects")
    .select(projectColumns)
    .where(isPublic)
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const photos = (await photosOf(db, [row.id])).get(row.id) ?? [];
  const card = cardOf(row, photos);
  if (!card) return undefined;
  return {
    ...card,
    description: row.description,
    photos: photoViews(row.title, photos),
    publishedAt: row.published_at!,
  };
}

/**
 * A photo's bytes at one width: for the public only while its project is public, for
 * staff whatever the project's state (a draft's preview).
 */
export async function photoBytes(
  db: Db,
  publicId: string,
  width: ProjectPhotoWidth,
  audience: "public" | "staff",
): Promise<Buffer | undefined> {
  const column = width === 640 ? "data_640" : "data_1280";
  const row = await db
    .selectFrom("project_photos")
    .innerJoin("projects", "projects.id", "project_photos.project_id")
    .select(`project_photos.${column} as data`)
    .where("project_photos.public_id", "=", publicId)
    .$if(audience === "public", (query) => query.where(isPublic))
    .executeTakeFirst();
  if (!row) return undefined;
  return Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
}

/** The published projects' slugs and first publication, for the sitemap. */
export async function publicSlugs(db: Db): Promise<{ slug: string; publishedAt: string }[]> {
  const rows = await db
    .selectFrom("projects")
    .select(["slug", "published_at"])
    .where(isPublic)
    .orderBy("published_at", "desc")
    .execute();
  return rows.flatMap((row) =>
    row.slug && row.published_at ? [{ slug: row.slug, publishedAt: row.published_at }] : [],
  );
}

/** First publications since `from` (ISO), for the monthly report. */
export async function publicationsSince(db: Db, from: string): Promise<string[]> {
  const rows = await db
    .selectFrom("projects")
    .select("published_at")
    .where("published_at", ">=", from)
    .execute();
  return rows.map((row) => row.published_at!);
}
