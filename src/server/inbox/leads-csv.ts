import { fieldsShownIn, leadRecordFields, type LeadRecordTable } from "../../lib/lead-record.ts";
import { fieldCsv, type LeadValues } from "../../lib/lead-views.ts";
import { minutesBetween } from "../../lib/waited.ts";
import { findLeadsForExport, type ExportedLead, type LeadFilter } from "./lead-admin-repo.ts";
import type { Db } from "../tables.ts";

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

type Column = [header: string, value: (lead: ExportedLead) => string | number | null];

/** The model's fields shown in the CSV, then what the inbox knows of the lead. */
const columnsOf = (table: LeadRecordTable): Column[] => [
  ...fieldsShownIn("csv", table).map(([name, field]): Column => [
    field.label,
    (lead) => fieldCsv(field, (lead as unknown as LeadValues)[name]),
  ]),
  ["Status", (lead) => lead.status],
  ["First contact", (lead) => lead.firstContactedAt],
  ["Response minutes", (lead) => responseMinutes(lead)],
  ["Photos", (lead) => lead.photoCount],
];

/** Whole minutes from arrival to first contact, empty while nobody has contacted the lead. */
function responseMinutes(lead: ExportedLead): number | null {
  const minutes = minutesBetween(lead.createdAt, lead.firstContactedAt);
  return minutes === null ? null : Math.round(minutes);
}

/**
 * The leads as a CSV file a spreadsheet opens safely: a UTF-8 byte order mark (so Excel
 * reads accents right), CRLF line ends, every cell quoted and neutralised.
 */
export function leadsToCsv(
  leads: readonly ExportedLead[],
  table: LeadRecordTable = leadRecordFields,
): string {
  const columns = columnsOf(table);
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
