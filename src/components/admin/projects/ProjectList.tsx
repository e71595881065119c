import { leadPath, projectAdminPath } from "../../../lib/admin-routes";
import { formatProjectMonth } from "../../../lib/projects/project-view";
import { ProjectStateBadge, type ProjectState } from "./ProjectPublishing";

export interface ProjectRow {
  id: number;
  title: string;
  town: string;
  month: string;
  serviceName: string;
  state: ProjectState;
  photoCount: number;
  leadReference: string | undefined;
}

/** Every project, newest change first: what it is, where it stands, its lead. */
export function ProjectList({ projects }: { projects: readonly ProjectRow[] }) {
  if (projects.length === 0)
    return (
      <p>
        No projects yet. Mark a lead “Job completed”, then choose “Show this job on the website” on
        its page.
      </p>
    );
  return (
    <ul className="divide-line grid divide-y">
      {projects.map((project) => (
        <li key={project.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <a
              href={projectAdminPath(project.id)}
              className="text-brand-700 font-semibold underline"
            >
              {project.title}
            </a>
            <p className="text-muted text-sm">
              {project.serviceName} · {project.town} · {formatProjectMonth(project.month)} ·{" "}
              {project.photoCount} {project.photoCount === 1 ? "photo" : "photos"}
              {project.leadReference && (
                <>
                  {" · "}
                  <a href={leadPath(project.leadReference)} className="underline">
                    {project.leadReference}
                  </a>
                </>
              )}
            </p>
          </div>
          <ProjectStateBadge state={project.state} />
        </li>
      ))}
    </ul>
  );
}
