import { ActionError } from "astro:actions";

/**
 * Fields a form's own reader refused (not its schema), as an input error, so the page shows
 * each message beside its field as it does for a schema's errors. Astro exports no
 * constructor for input errors; its result page recognises one by these properties (see
 * PhotoFieldError).
 */
export class FieldsError extends ActionError {
  override type = "AstroActionInputError" as const;
  readonly issues: Array<{ code: "custom"; path: [string]; message: string }>;
  readonly fields: Record<string, string[]>;

  constructor(problems: Readonly<Record<string, string>>) {
    const entries = Object.entries(problems);
    super({ code: "BAD_REQUEST", message: entries.map(([, message]) => message).join(" ") });
    this.issues = entries.map(([field, message]) => ({ code: "custom", path: [field], message }));
    this.fields = Object.fromEntries(entries.map(([field, message]) => [field, [message]]));
  }
}
