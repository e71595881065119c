// Imported by tests only.
import { quoteRequestSchema } from "../lib/quote-schema.ts";
import { submitLead, type SubmitResult } from "../server/leads/submit-lead.ts";

/** submitLead for a test that expects the lead stored: a refusal fails the test, saying why. */
export async function submitStored(...args: Parameters<typeof submitLead>): Promise<SubmitResult> {
  const outcome = await submitLead(...args);
  if (!outcome.ok) throw new Error(`Refused: ${outcome.reason}`);
  return outcome;
}

/** What the test visitor types into the quote form, as it is stored. */
export const visitorTyped = {
  name: "Dana Whitfield",
  phone: "(502) 555-0199",
  email: "dana@example.com",
  address: "4127 Bardstown Rd, Louisville, KY 40218",
  serviceType: "repair",
  message: "Wind took shingles off the back slope.",
} as const;

/** A request as the action receives it: validated by the form's own schema. */
export function quoteRequest(fields: Record<string, unknown> = {}) {
  return quoteRequestSchema.parse({
    ...visitorTyped,
    consent: true,
    fillMs: 45_000,
    website: "",
    ...fields,
  });
}
