import type { ExportedLead } from "./lead-admin-repo.ts";

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
  ["Photos", (lead) => Number(lead.photo_count ?? 0)],
];

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
