import type { ProjectProblems } from "../lib/projects/project-fields";
import { FieldsError } from "./fields-error";

/** A project's refused fields, each shown beside its field (see FieldsError). */
export class ProjectFieldsError extends FieldsError {
  constructor(problems: ProjectProblems) {
    super(problems as Record<string, string>);
  }
}
