import { isWaiting } from "./lead-statuses.ts";

/**
 * A span of time the way the office says it: "under 1 min", "12 min", "2 h 5 min", "3 d 4 h".
 *
 * @example formatMinutes(125) // "2 h 5 min"
 */
export function formatMinutes(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 1) return "under 1 min";
  const whole = Math.floor(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return whole % 60 ? `${hours} h ${whole % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** Minutes from one ISO time to another (or null when either is missing or unreadable). */
export function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const span = Date.parse(to) - Date.parse(from);
  return Number.isNaN(span) ? null : Math.max(0, span / 60_000);
}

/**
 * What the inbox list says under a lead's arrival time: how long a new lead has waited,
 * or how fast it was answered; null for leads that are neither (spam, or closed uncalled).
 *
 * @example waitLabel({ status: "new", createdAt: "…10:00Z", firstContactedAt: null }, "…10:12Z") // "Waiting 12 min"
 */
export function waitLabel(
  lead: { status: string; createdAt: string; firstContactedAt: string | null },
  now: string,
): string | null {
  const answered = minutesBetween(lead.createdAt, lead.firstContactedAt);
  if (answered !== null) return `Answered in ${formatMinutes(answered)}`;
  if (!isWaiting(lead.status)) return null;
  const waiting = minutesBetween(lead.createdAt, now);
  return waiting === null ? null : `Waiting ${formatMinutes(waiting)}`;
}

/** A lead's wait line, and whether it is past the escalation time (the inbox shows it red). */
export interface WaitShown {
  label: string;
  overdue: boolean;
}

/**
 * The inbox's wait line for a lead, marked overdue when a new lead nobody contacted has
 * waited past URGENT_ESCALATE_MINUTES: the point where the office has let it go too long.
 *
 * @example waitShown({ status: "new", createdAt: "…10:00Z", firstContactedAt: null }, "…10:20Z", 15) // { label: "Waiting 20 min", overdue: true }
 */
export function waitShown(
  lead: { status: string; createdAt: string; firstContactedAt: string | null },
  now: string,
  escalateMinutes: number,
): WaitShown | null {
  const label = waitLabel(lead, now);
  if (label === null) return null;
  const waiting = lead.firstContactedAt ? null : minutesBetween(lead.createdAt, now);
  return { label, overdue: waiting !== null && waiting >= escalateMinutes };
}
