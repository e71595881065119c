/** The office's time zone: lead times show as the staff in Louisville read a clock. */
export const OFFICE_TIME_ZONE = "America/Kentucky/Louisville";

/** "2025-06-14T15:30:00.000Z" → "Jun 14, 2025, 11:30 AM" (office time) */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: OFFICE_TIME_ZONE,
  });
}

/** A status value as a word: "contacted" → "Contacted" */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
