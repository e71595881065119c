import { leadFieldNames, leadFields } from "./lead-model.ts";

/** The visitor's fields, the page the form was on and the estimate it carried. */
const KEPT_FIELDS = [
  ...leadFieldNames,
  "sourcePage",
  "estimate",
  "estimateOption",
  "estimateBook",
] as const;
type KeptField = (typeof KEPT_FIELDS)[number];

/** No field is longer than the details, so nothing longer is worth showing again. */
const KEPT_LENGTH = leadFields.message.maxLength;

type SubmittedValues = Partial<Record<KeptField, string>>;

/** The path of the page a posted form was on, when it said. */
export const submittedPagePath = (values: SubmittedValues): string | undefined => values.sourcePage;

/**
 * The text fields of a posted quote form, to fill the form in again after an error.
 * Anything unreadable yields an empty form rather than an error page.
 */
export async function submittedValues(request: Request): Promise<SubmittedValues> {
  try {
    const form = await request.clone().formData();
    const entries = KEPT_FIELDS.map((field) => [field, form.get(field)] as const).filter(
      (entry): entry is readonly [KeptField, string] => typeof entry[1] === "string",
    );
    return Object.fromEntries(
      entries.map(([field, value]) => [field, value.slice(0, KEPT_LENGTH)]),
    );
  } catch {
    return {};
  }
}
