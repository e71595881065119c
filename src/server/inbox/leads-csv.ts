import { minutesBetween } from "../../lib/waited.ts";
import { findLeadsForExport, type ExportedLead, type LeadFilter } from "../db/lead-admin-repo.ts";
import type { Db } from "../db/schema.ts";

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: quoted, with inner quotes doubled, and neutralised with a leading
 * apostrophe when a spreadsheet would otherwise run it as a formula.
 *
 * @example csvCell('=HYPERLINK("http://x")') // "\"'=HYPERLINK(\"\"http://x\"\")\""
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const columns: Array<[header: string, value: (lead: ExportedLead) => string | number | null]> = [
  ["Reference", (lead) => lead.reference],
  ["Received", (lead) => lead.created_at],
  ["Status", (lead) => lead.status],
  ["Urgent", (lead) => (lead.urgent ? "yes" : "no")],
  ["Name", (lead) => lead.name],
  ["Phone", (lead) => lead.phone],
  ["Email", (lead) => lead.email],
  ["Address", (lead) => lead.address],
  ["Service", (lead) => lead.service_type],
  ["Details", (lead) => lead.message],
  ["Source page", (lead) => lead.source_page],
  ["Attribution", (lead) => attributionText(lead.attribution)],
  ["Consent", (lead) => lead.consent_text],
  ["Spam reason", (lead) => lead.spam_reason],
  ["First contact", (lead) => lead.first_contacted_at],
  ["Response minutes", (lead) => responseMinutes(lead)],
  ["Photos", (lead) => Number(lead.photo_count ?? 0)],
];

/** Whole minutes from arrival to first contact, empty while nobody has contacted the lead. */
function responseMinutes(lead: ExportedLead): number | null {
  const minutes = minutesBetween(lead.created_at, lead.first_contacted_at);
  return minutes === null ? null : Math.round(minutes);
}

function attributionText(json: string): string {
  try {
    return Object.entries(JSON.parse(json) as Record<string, string>)
      .map(([key, value]) => `${key}=${value}`)
      .join("; ");
  } catch {
    return "";
  }
}

/**
 * The leads as a CSV file a spreadsheet opens safely: a UTF-8 byte order mark (so Excel
 * reads accents right), CRLF line ends, every cell quoted and neutralised.
 */
export function leadsToCsv(leads: readonly ExportedLead[]): string {
  const lines = [columns.map(([header]) => csvCell(header)).join(",")];
  for (const lead of leads) lines.push(columns.map(([, value]) => csvCell(value(lead))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A CSV file to download: its name and its text. */
export interface CsvDownload {
  filename: string;
  body: string;
}

/**
 * Every lead `filter` matches, newest first, as a CSV file named for the day it was made
 * ("leads-2025-06-14.csv").
 */
export async function exportLeadsCsv(db: Db, filter: LeadFilter, now: Date): Promise<CsvDownload> {
  const leads = await findLeadsForExport(db, filter);
  return { filename: `leads-${now.toISOString().slice(0, 10)}.csv`, body: leadsToCsv(leads) };
}
