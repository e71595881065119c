import { asCleanLine } from "../text-rules.ts";

/** The longest address the storm check reads: a street, a town, a state and a ZIP fit well inside. */
export const STORM_CHECK_MAX_LENGTH = 120;

export type StormCheckInput =
  | { state: "empty" }
  | { state: "invalid"; value: string; message: string }
  | { state: "ok"; value: string; zip: string };

/**
 * What the visitor typed into the storm check's `zip` field: a ZIP code, or an address
 * with one (its last five-digit group, a ZIP+4 allowed). Whether the ZIP exists is the
 * server's question (Census data); this only reads the text.
 *
 * @example readStormCheckInput("1234 Bardstown Rd, Louisville, KY 40205") → { state: "ok", zip: "40205", … }
 */
export function readStormCheckInput(raw: string | null): StormCheckInput {
  // Control characters are dropped: the value goes back into the form's field (text-rules.ts).
  const value = asCleanLine(raw ?? "").trim();
  if (value === "") return { state: "empty" };
  if (value.length > STORM_CHECK_MAX_LENGTH) {
    return {
      state: "invalid",
      value: value.slice(0, STORM_CHECK_MAX_LENGTH),
      message: `That is longer than ${STORM_CHECK_MAX_LENGTH} characters. Type just the five-digit ZIP code.`,
    };
  }
  const zip = [...value.matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)].at(-1)?.[1];
  if (!zip) {
    return {
      state: "invalid",
      value,
      message: "Type a five-digit ZIP code, like 40205, or an address that ends with one.",
    };
  }
  return { state: "ok", value, zip };
}
