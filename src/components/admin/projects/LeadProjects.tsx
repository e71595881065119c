import { newProjectPath, projectAdminPath } from "../../../lib/admin-routes";
import { ProjectStateBadge, type ProjectState } from "./ProjectPublishing";

interface LeadProjectsProps {
  reference: string;
  /** Only a completed job can be shown on the website */
  completed: boolean;
  projects: readonly { id: number; title: string; state: ProjectState }[];
}

/** On a lead's page: its projects, and the way to compose one once the job is done. */
export function LeadProjects({ reference, completed, projects }: LeadProjectsProps) {
  return (
    <div className="grid gap-3">
      {projects.length > 0 && (
        <ul className="grid gap-2">
          {projects.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center gap-3">
              <a
                href={projectAdminPath(project.id)}
                className="text-brand-700 font-semibold underline"
              >
                {project.title}
              </a>
              <ProjectStateBadge state={project.state} />
            </li>
          ))}
        </ul>
      )}
      {completed ? (
        <a href={newProjectPath(reference)} className="text-brand-700 font-semibold underline">
          {projects.length > 0
            ? "Compose another project from this job"
            : "Show this job on the website"}
        </a>
      ) : (
        <p className="text-muted">
          Once the job is marked “Job completed”, you can show it on the website with the
          homeowner’s consent.
        </p>
      )}
    </div>
  );
}
