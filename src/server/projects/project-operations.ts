import { townOf } from "../../lib/address-town.ts";
import { businessDay } from "../../lib/booking/windows.ts";
import { statusOfCompletion } from "../../lib/lead-statuses.ts";
import {
  countyOfZip,
  projectProblems,
  type ProjectInput,
  type ProjectProblems,
} from "../../lib/projects/project-fields.ts";
import {
  projectSlug,
  SHOWCASE_SIZE,
  type ProjectCardView,
  type ProjectPhotoRole,
  type ProjectPhotoWidth,
  type ProjectShowcase,
  type PublicProjectView,
} from "../../lib/projects/project-view.ts";
import { inTransaction } from "../db/database.ts";
import { isoNow, type OperationParts } from "../operation-parts.ts";
import type { ProcessedPhoto } from "../photos/process-photo.ts";
import { consentOfLead, type PhotoConsent } from "../reviews/photo-consent-repo.ts";
import { projectPhotoFiles } from "./project-photo-files.ts";
import {
  allProjects,
  deleteProject,
  deleteProjectPhoto,
  insertProject,
  insertProjectPhoto,
  markPublished,
  markUnpublished,
  projectById,
  projectsOfLead,
  publicFacets,
  photoBytes,
  publicProjectBySlug,
  publicProjects,
  publicSlugs,
  setPhotoRole,
  updateProject,
  type StaffProject,
} from "./project-repo.ts";
import {
  leadOfProject,
  leadPhotoJpeg,
  leadPhotosOf,
  type LeadPhotoChoice,
  type ProjectLead,
} from "./project-lead-repo.ts";
import { projectReport, type ProjectMonth } from "./project-report.ts";

/** How long an instance reuses the showcase it read: a withdrawal shows within a minute. */
export const SHOWCASE_CACHE_MS = 20_000;
/** Projects /projects lists at most. */
export const PROJECTS_PAGE_SIZE = 60;
/** Photos a project holds at most. */
export const MAX_PROJECT_PHOTOS = 12;

/** A service page a project may name, as the staff form offers it. */
export interface ServiceChoice {
  path: string;
  name: string;
}

/** What the staff page of a project (or a new one) shows. */
export interface ProjectPage {
  lead: ProjectLead;
  consent: PhotoConsent | undefined;
  /** The project, or undefined on the page composing a new one */
  project: StaffProject | undefined;
  /** The form's values: the project's, or for a new one what the lead suggests */
  values: ProjectInput;
  /** The lead's own photos, each with its role in this project, if any */
  leadPhotos: LeadPhotoChoice[];
}

/** A photo's place in a project as the form posts it: shown before or after, or not shown. */
export type PhotoChoice = ProjectPhotoRole | "none";

export type SaveOutcome =
  | { kind: "saved"; id: number }
  | { kind: "invalid"; problems: ProjectProblems }
  | { kind: "too-many-photos" }
  | { kind: "unknown" };

export type PublishOutcome =
  | { kind: "published"; slug: string }
  | { kind: "no-consent" }
  | { kind: "no-photos" }
  | { kind: "unknown" };

export interface ProjectOperations {
  /** The staff page composing a project from a lead; undefined for an unknown lead */
  compose(reference: string): Promise<ProjectPage | undefined>;
  /** A project's staff page; undefined for an unknown id */
  page(id: number): Promise<ProjectPage | undefined>;
  /**
   * Saves a project's words and which of the lead's photos it shows (creating it when
   * `id` is undefined); the lead must be a completed job
   */
  save(
    target: { id: number } | { reference: string },
    input: ProjectInput,
    photos: Record<string, PhotoChoice>,
    services: readonly ServiceChoice[],
  ): Promise<SaveOutcome>;
  /** Adds photos staff uploaded (processed by the upload route) */
  addUploads(
    id: number,
    photos: readonly ProcessedPhoto[],
    role: ProjectPhotoRole,
  ): Promise<SaveOutcome>;
  /** Publishes a project: only with the homeowner's consent and at least one photo */
  publish(id: number): Promise<PublishOutcome>;
  /** Takes a project off the site; false for an unknown id */
  unpublish(id: number): Promise<boolean>;
  /** Deletes a project and its photos; false for an unknown id */
  remove(id: number): Promise<boolean>;
  /** A lead's projects, for its page */
  ofLead(reference: string): Promise<StaffProject[]>;
  /** Every project with its lead's reference, newest change first, for the staff list */
  list(): Promise<(StaffProject & { leadReference: string })[]>;
  /** A project photo's bytes for staff, whatever its state */
  staffPhoto(publicId: string, width: ProjectPhotoWidth): Promise<Buffer | undefined>;

  /** /projects: the published projects, newest first, with the filter's choices */
  published(filter: { servicePath?: string; countyFips?: string }): Promise<{
    projects: ProjectCardView[];
    services: { path: string; name: string; count: number }[];
    counties: { fips: string; count: number }[];
  }>;
  /** A published project's page; undefined for one that is not (or no longer) public */
  bySlug(slug: string): Promise<PublicProjectView | undefined>;
  /** A public photo's bytes; undefined once its project is off the site */
  photo(publicId: string, width: ProjectPhotoWidth): Promise<Buffer | undefined>;
  /** The latest published projects per county and service; cached SHOWCASE_CACHE_MS */
  showcase(): Promise<ProjectShowcase>;
  /** The published projects' pages, for the sitemap */
  sitemap(): Promise<{ slug: string; publishedAt: string }[]>;
  /** Projects published per month (the reports page) */
  report(): Promise<ProjectMonth[]>;
}

const LIST_LIMIT = 200;

/** Groups the newest cards by county and by service, SHOWCASE_SIZE each. */
function showcaseOf(cards: readonly ProjectCardView[]): ProjectShowcase {
  // Maps without a prototype: no stored value can name one of Object's own properties.
  const showcase: ProjectShowcase = {
    byCounty: Object.create(null),
    byService: Object.create(null),
  };
  for (const card of cards) {
    const county = (showcase.byCounty[card.countyFips] ??= []);
    if (county.length < SHOWCASE_SIZE) county.push(card);
    const service = (showcase.byService[card.servicePath] ??= []);
    if (service.length < SHOWCASE_SIZE) service.push(card);
  }
  return showcase;
}

export function projectOperations(parts: OperationParts): ProjectOperations {
  const { db, log } = parts;
  let cachedShowcase: { at: number; showcase: Promise<ProjectShowcase> } | undefined;

  /** What the lead suggests for a new project's form. */
  function suggestedValues(lead: ProjectLead): ProjectInput {
    const town = townOf(lead.address) ?? "";
    return {
      title: "",
      servicePath: "",
      town: /\d/.test(town) ? "" : town,
      countyFips: countyOfZip(lead.zip) ?? "",
      month: (lead.completedOn ?? businessDay(parts.clock())).slice(0, 7),
      description: "",
    };
  }

  const valuesOf = (project: StaffProject): ProjectInput => ({
    title: project.title,
    servicePath: project.servicePath,
    town: project.town,
    countyFips: project.countyFips,
    month: project.month,
    description: project.description,
  });

  async function pageOf(
    lead: ProjectLead,
    project: StaffProject | undefined,
  ): Promise<ProjectPage> {
    const [consent, leadPhotos] = await Promise.all([
      consentOfLead(db, lead.id),
      leadPhotosOf(db, lead.id, project?.photos ?? []),
    ]);
    return {
      lead,
      consent,
      project,
      values: project ? valuesOf(project) : suggestedValues(lead),
      leadPhotos,
    };
  }

  /** Brings the project's lead photos in line with the form's choices. */
  async function applyPhotoChoices(
    project: { id: number; leadId: number },
    current: StaffProject["photos"],
    choices: Record<string, PhotoChoice>,
  ): Promise<void> {
    const leadPhotos = await leadPhotosOf(db, project.leadId, current);
    for (const photo of leadPhotos) {
      const choice = choices[photo.publicId];
      if (choice === undefined) continue;
      if (choice === "none") {
        if (photo.projectPhotoId) await deleteProjectPhoto(db, project.id, photo.projectPhotoId);
      } else if (photo.projectPhotoId) {
        await setPhotoRole(db, project.id, photo.projectPhotoId, choice);
      } else {
        const jpeg = await leadPhotoJpeg(db, project.leadId, photo.publicId);
        if (!jpeg) continue;
        await insertProjectPhoto(db, project, {
          role: choice,
          leadPhotoId: photo.id,
          files: await projectPhotoFiles(jpeg),
        });
      }
    }
    // The photos staff uploaded: a role, or removed.
    for (const photo of current.filter((photo) => photo.leadPhotoId === null)) {
      const choice = choices[photo.publicId];
      if (choice === "none") await deleteProjectPhoto(db, project.id, photo.publicId);
      else if (choice) await setPhotoRole(db, project.id, photo.publicId, choice);
    }
  }

  const chosenCount = (current: StaffProject["photos"], choices: Record<string, PhotoChoice>) =>
    current.filter((photo) => choices[photo.publicId] !== "none").length +
    Object.entries(choices).filter(
      ([publicId, choice]) =>
        choice !== "none" && !current.some((photo) => photo.publicId === publicId),
    ).length;

  return {
    async compose(reference) {
      const lead = await leadOfProject(db, { reference });
      return lead && pageOf(lead, undefined);
    },

    async page(id) {
      const project = await projectById(db, id);
      if (!project) return undefined;
      const lead = await leadOfProject(db, { id: project.leadId });
      return lead && pageOf(lead, project);
    },

    async save(target, input, photos, services) {
      const existing = "id" in target ? await projectById(db, target.id) : undefined;
      if ("id" in target && !existing) return { kind: "unknown" };
      const lead = await leadOfProject(
        db,
        existing
          ? { id: existing.leadId }
          : { reference: (target as { reference: string }).reference },
      );
      if (!lead || lead.status !== statusOfCompletion) return { kind: "unknown" };
      const problems = projectProblems(input, {
        address: lead.address,
        name: lead.name,
        services: services.map((service) => service.path),
        today: businessDay(parts.clock()),
      });
      if (Object.keys(problems).length > 0) return { kind: "invalid", problems };
      if (chosenCount(existing?.photos ?? [], photos) > MAX_PROJECT_PHOTOS)
        return { kind: "too-many-photos" };
      const fields = {
        ...input,
        serviceName: services.find((service) => service.path === input.servicePath)!.name,
      };
      const now = isoNow(parts);
      const id = existing
        ? (await updateProject(db, existing.id, fields, now), existing.id)
        : await insertProject(db, lead.id, fields, now);
      await applyPhotoChoices({ id, leadId: lead.id }, existing?.photos ?? [], photos);
      log.info(existing ? "projects.saved" : "projects.created", {
        projectId: id,
        leadId: lead.id,
      });
      return { kind: "saved", id };
    },

    async addUploads(id, photos, role) {
      const project = await projectById(db, id);
      if (!project) return { kind: "unknown" };
      if (project.photos.length + photos.length > MAX_PROJECT_PHOTOS)
        return { kind: "too-many-photos" };
      for (const photo of photos)
        await insertProjectPhoto(db, project, {
          role,
          leadPhotoId: null,
          files: await projectPhotoFiles(photo.data),
        });
      log.info("projects.photos_added", { projectId: id, count: photos.length });
      return { kind: "saved", id };
    },

    async publish(id) {
      const project = await projectById(db, id);
      if (!project) return { kind: "unknown" };
      if (project.photos.length === 0) return { kind: "no-photos" };
      const slug = project.slug ?? projectSlug(project.title, project.id);
      // The consent is read, and on Postgres locked, in the transaction that publishes: a
      // withdrawal that commits first is seen, and one racing it on another instance waits
      // for this to commit, then unpublishes what it published (reviews' withdrawConsent).
      const published = await inTransaction(db, async (trx) => {
        const consent = await consentOfLead(trx, project.leadId, { lock: true });
        if (!consent || consent.withdrawnAt !== null) return false;
        await markPublished(trx, id, slug, isoNow(parts));
        return true;
      });
      if (!published) return { kind: "no-consent" };
      cachedShowcase = undefined;
      log.info("projects.published", { projectId: id });
      return { kind: "published", slug };
    },

    async unpublish(id) {
      const project = await projectById(db, id);
      if (!project) return false;
      await markUnpublished(db, { id }, "staff", isoNow(parts));
      cachedShowcase = undefined;
      log.info("projects.unpublished", { projectId: id });
      return true;
    },

    async remove(id) {
      const removed = await inTransaction(db, (trx) => deleteProject(trx, id));
      if (removed) {
        cachedShowcase = undefined;
        log.info("projects.deleted", { projectId: id });
      }
      return removed;
    },

    async ofLead(reference) {
      const lead = await leadOfProject(db, { reference });
      return lead ? projectsOfLead(db, lead.id) : [];
    },

    list: () => allProjects(db, LIST_LIMIT),

    staffPhoto: (publicId, width) => photoBytes(db, publicId, width, "staff"),

    async published(filter) {
      const [projects, facets] = await Promise.all([
        publicProjects(db, filter, PROJECTS_PAGE_SIZE),
        publicFacets(db),
      ]);
      return { projects, ...facets };
    },

    bySlug: (slug) => publicProjectBySlug(db, slug),

    photo: (publicId, width) => photoBytes(db, publicId, width, "public"),

    showcase() {
      const now = Date.now();
      if (
        cachedShowcase &&
        now - cachedShowcase.at >= 0 &&
        now - cachedShowcase.at < SHOWCASE_CACHE_MS
      )
        return cachedShowcase.showcase;
      const entry = {
        at: now,
        showcase: publicProjects(db, {}, LIST_LIMIT).then(showcaseOf),
      };
      // A failed read is not kept: the next page view asks again.
      entry.showcase.catch(() => {
        if (cachedShowcase === entry) cachedShowcase = undefined;
      });
      cachedShowcase = entry;
      return entry.showcase;
    },

    sitemap: () => publicSlugs(db),

    report: () => projectReport(db, parts.clock()),
  };
}
