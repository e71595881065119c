import { site } from "../../config/site";

/** "2025-06-14T15:30:00.000Z" → "Jun 14, 2025, 11:30 AM" (office time) */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    // Lead times read as the office's wall clock, whatever zone the server runs in.
    timeZone: site.timeZone,
  });
}

/** A status value as a word: "contacted" → "Contacted" */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
