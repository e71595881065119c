import type { Generated } from "kysely";
import type { NullableColumn } from "../db/column-types.ts";
import type { ProjectPhotoRole } from "../../lib/projects/project-view.ts";

/**
 * A finished job composed by staff for the public site. It shows only while it is
 * published and the homeowner's consent (reviews' photo_consents) stands; a withdrawal
 * unpublishes it. It belongs to its lead and is erased with it.
 */
export interface ProjectsTable {
  id: Generated<number>;
  lead_id: number;
  /** Set at the first publication from the title and id, then kept so links stay good */
  slug: NullableColumn<string>;
  title: string;
  /** The service page's path, "residential/roof-replacement", and its name then */
  service_path: string;
  service_name: string;
  /** The town or neighbourhood; never the street or number */
  town: string;
  /** The county's FIPS code (config/service-counties.ts) */
  county_fips: string;
  /** YYYY-MM */
  month: string;
  description: string;
  state: "draft" | "published" | "unpublished";
  /** First publication; the reports count projects by its month */
  published_at: NullableColumn<string>;
  /** Why it was last unpublished: staff, or the homeowner withdrew consent */
  unpublished_reason: NullableColumn<"staff" | "consent-withdrawn">;
  created_at: string;
  updated_at: string;
}

/**
 * A project's photo as the site serves it: WebP at each width of PROJECT_PHOTO_WIDTHS,
 * re-encoded by sharp without metadata (no GPS, no camera). Carries its lead's id so
 * erasing the lead deletes it with the rest (privacy/erased-lead-repo.ts).
 */
export interface ProjectPhotosTable {
  id: Generated<number>;
  project_id: number;
  lead_id: number;
  /** Random, in the photo's public URL */
  public_id: string;
  role: ProjectPhotoRole;
  position: number;
  /** The lead photo it was made from, or null for an upload by staff */
  lead_photo_id: NullableColumn<number>;
  /** The 1280 file's size */
  width: number;
  height: number;
  /** WebP bytes, 640 and 1280 wide: a Uint8Array from SQLite, a Buffer from Postgres */
  data_640: Uint8Array;
  data_1280: Uint8Array;
}

export interface ProjectTables {
  projects: ProjectsTable;
  project_photos: ProjectPhotosTable;
}
