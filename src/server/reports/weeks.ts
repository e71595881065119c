/** The office's calendar date of an instant, "YYYY-MM-DD", in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** A calendar date moved by `days`, as plain date arithmetic (no time zone involved). */
function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00.000Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * The Monday that starts the office's week holding `instant`.
 *
 * @example weekOf(new Date("2026-05-14T15:00:00Z"), "America/Kentucky/Louisville") // "2026-05-11"
 */
export function weekOf(instant: Date, timeZone: string): string {
  const date = localDate(instant, timeZone);
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The Mondays of the last `count` weeks up to and including the current one, oldest first. */
export function lastWeeks(now: Date, count: number, timeZone: string): string[] {
  const current = weekOf(now, timeZone);
  return Array.from({ length: count }, (_, index) => addDays(current, -7 * (count - 1 - index)));
}

/** "2026-05-11" → "May 11", the label of a week on a chart axis. */
export function weekLabel(monday: string): string {
  return new Date(`${monday}T12:00:00.000Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}
