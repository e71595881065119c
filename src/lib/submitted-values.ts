const KEPT_FIELDS = [
  "name",
  "phone",
  "email",
  "address",
  "serviceType",
  "message",
  "sourcePage",
] as const;

/**
 * The text fields of a posted quote form, to fill the form in again after an error.
 * Anything unreadable yields an empty form rather than an error page.
 */
export async function submittedValues(
  request: Request,
): Promise<Partial<Record<(typeof KEPT_FIELDS)[number], string>>> {
  try {
    const form = await request.clone().formData();
    const entries = KEPT_FIELDS.map((field) => [field, form.get(field)] as const).filter(
      (entry): entry is readonly [(typeof KEPT_FIELDS)[number], string] =>
        typeof entry[1] === "string",
    );
    return Object.fromEntries(entries.map(([field, value]) => [field, value.slice(0, 5000)]));
  } catch {
    return {};
  }
}
