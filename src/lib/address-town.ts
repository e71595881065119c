/*
 * The town of a free-typed address: the one reading of it that the office's emails, the
 * chat alert, the webhooks, the inbox and the reports all show.
 */

/** A state and/or ZIP at the end of an address part: "KY 40202", " Indiana", "47150-1234". */
const TRAILING_STATE_OR_ZIP =
  /(?:^|\s+)(?:(?:KY|IN|Kentucky|Indiana)\.?(?:\s+\d{5}(?:-\d{4})?)?|\d{5}(?:-\d{4})?)$/i;

/**
 * The town of a free-typed address, for the notification subject, or undefined when it
 * cannot be told: the last comma part once a state and ZIP are taken off the end.
 *
 * @example townOf("123 Main St, Jeffersontown, KY 40299") // "Jeffersontown"
 * @example townOf("123 Main St, KY 40202") // undefined, not "KY"
 */
export function townOf(address: string): string | undefined {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  let hadStateOrZip = false;
  while (parts.length > 0) {
    const last = parts[parts.length - 1] ?? "";
    const rest = last.replace(TRAILING_STATE_OR_ZIP, "").trim();
    if (rest === last) break;
    hadStateOrZip = true;
    if (rest) {
      parts[parts.length - 1] = rest;
      break;
    }
    parts.pop();
  }
  if (parts.length >= 2) return parts[parts.length - 1];
  // A lone part is a town only when a state or ZIP followed it and it is not a street.
  const [only] = parts;
  return only && hadStateOrZip && !/^\d/.test(only) ? only : undefined;
}
