// Imported by tests only.
import { submitLead, type SubmitResult } from "./submit-lead.ts";

/** submitLead for a test that expects the lead stored: a refusal fails the test, saying why. */
export async function submitStored(...args: Parameters<typeof submitLead>): Promise<SubmitResult> {
  const outcome = await submitLead(...args);
  if (!outcome.ok) throw new Error(`Refused: ${outcome.reason}`);
  return outcome;
}
