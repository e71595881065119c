import { ActionError } from "astro:actions";
import type { ProjectProblems } from "../lib/projects/project-fields";

/**
 * A project's refused fields as an input error, so its page shows each message beside its
 * field (as prices.astro does for a schema's errors). Astro exports no constructor for
 * input errors; its result page recognises one by these properties (see PhotoFieldError).
 */
export class ProjectFieldsError extends ActionError {
  override type = "AstroActionInputError" as const;
  readonly issues: Array<{ code: "custom"; path: [string]; message: string }>;
  readonly fields: Record<string, string[]>;

  constructor(problems: ProjectProblems) {
    const entries = Object.entries(problems) as [string, string][];
    super({ code: "BAD_REQUEST", message: entries.map(([, message]) => message).join(" ") });
    this.issues = entries.map(([field, message]) => ({ code: "custom", path: [field], message }));
    this.fields = Object.fromEntries(entries.map(([field, message]) => [field, [message]]));
  }
}
