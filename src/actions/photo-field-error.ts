import { ActionError } from "astro:actions";

/**
 * The refused pictures as an input error on the `photos` field, so the form shows the
 * message beside that field, in both modes, exactly as it shows a field the schema
 * refused. Astro exports no constructor for input errors; its client and its result
 * page recognise one by these three properties, which this error carries.
 */
export class PhotoFieldError extends ActionError {
  override type = "AstroActionInputError" as const;
  readonly issues: Array<{ code: "custom"; path: ["photos"]; message: string }>;
  readonly fields: { photos: string[] };

  constructor(problems: readonly string[]) {
    const message = problems.join(" ");
    super({ code: "BAD_REQUEST", message });
    this.issues = [{ code: "custom", path: ["photos"], message }];
    this.fields = { photos: [message] };
  }
}
