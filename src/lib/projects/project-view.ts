/*
 * A finished job shown on the public site, as pages, the sections the server puts into the
 * prerendered area and service pages, and the server itself read it. Only what the
 * homeowner agreed to show: the town or neighbourhood, never the street; the month, never
 * the day; photos re-encoded without their metadata.
 */

/** Whether a photo shows the roof before the work or after it. */
export type ProjectPhotoRole = "before" | "after";
export const projectPhotoRoles: readonly ProjectPhotoRole[] = ["before", "after"];

/** The widths each photo is stored at (WebP), for `srcset`: a phone's column and a desktop's. */
export const PROJECT_PHOTO_WIDTHS = [640, 1280] as const;
export type ProjectPhotoWidth = (typeof PROJECT_PHOTO_WIDTHS)[number];

export interface ProjectPhotoView {
  /** Random, in the photo's URL, so it says nothing of the lead or the count of photos */
  publicId: string;
  role: ProjectPhotoRole;
  /** The 1280-wide file's size (the 640 one has the same proportions) */
  width: number;
  height: number;
  alt: string;
}

/** What a card of a project shows. */
export interface ProjectCardView {
  slug: string;
  title: string;
  /** The town or neighbourhood, as staff wrote it: "Crescent Hill" */
  town: string;
  /** YYYY-MM, the month the job was finished */
  month: string;
  /** The service page's path under its hub: "residential/roof-replacement" */
  servicePath: string;
  /** That page's name when the project was saved: "Roof Replacement" */
  serviceName: string;
  /** The county's Census FIPS code (config/service-counties.ts): "21111" */
  countyFips: string;
  cover: ProjectPhotoView;
}

/** A published project's own page. */
export interface PublicProjectView extends ProjectCardView {
  description: string;
  /** Before photos first, then after, each in the order staff chose */
  photos: ProjectPhotoView[];
  /** When it was first published (ISO): the sitemap's and the page's date */
  publishedAt: string;
}

/** The latest published projects of each county and each service, for the sections. */
export interface ProjectShowcase {
  byCounty: Record<string, ProjectCardView[]>;
  byService: Record<string, ProjectCardView[]>;
}

/** Projects a section on an area or service page shows at most. */
export const SHOWCASE_SIZE = 3;

export const PROJECTS_PATH = "/projects";
export const projectPath = (slug: string) => `${PROJECTS_PATH}/${slug}`;
/** The published projects' pages, listed by the running server (robots.txt names it). */
export const PROJECTS_SITEMAP_PATH = `${PROJECTS_PATH}/sitemap.xml`;
/** A project's slug: its title's words and its id, "new-roof-in-crescent-hill-12" */
export const PROJECT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A photo's public id as the server makes it (16 random bytes, base64url) */
export const PROJECT_PHOTO_ID_PATTERN = /^[\w-]{22}$/;

export const projectPhotoPath = (publicId: string, width: ProjectPhotoWidth) =>
  `${PROJECTS_PATH}/photos/${publicId}-${width}.webp`;

/** "/projects/photos/abc…-640.webp" → its public id and width, or undefined. */
export function parseProjectPhotoFile(
  file: string,
): { publicId: string; width: ProjectPhotoWidth } | undefined {
  // The widths as written, so "-0640" is no second address of the same file.
  const match = /^([\w-]{22})-(640|1280)\.webp$/.exec(file);
  return match ? { publicId: match[1]!, width: Number(match[2]) as ProjectPhotoWidth } : undefined;
}

/** The `srcset` of a photo: both stored widths. */
export const projectPhotoSrcset = (publicId: string) =>
  PROJECT_PHOTO_WIDTHS.map((width) => `${projectPhotoPath(publicId, width)} ${width}w`).join(", ");

/** "2026-10" → "October 2026" */
export function formatProjectMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, monthNumber! - 1, 1)).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A project's slug from its title and id: "New roof in Crescent Hill" 12 → "new-roof-in-crescent-hill-12" */
export function projectSlug(title: string, id: number): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return words ? `${words}-${id}` : `project-${id}`;
}
