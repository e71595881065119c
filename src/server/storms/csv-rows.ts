import { parse } from "csv-parse/sync";

/** One CSV record and the line it starts on (1 is the first line of the file). */
export interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * A CSV text as rows of cells with their line numbers (csv-parse). Rows of any length are
 * kept: the caller judges a short row as malformed rather than the whole file failing.
 */
export function csvRows(text: string): CsvRow[] {
  const records = parse(text, {
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  }) as unknown as { record: string[]; info: { lines: number; records: number } }[];
  return records.map(({ record, info }) => ({
    line: info.lines - countLineBreaks(record),
    cells: record,
  }));
}

/** A record spanning several lines (a quoted comment with a line break) starts that many earlier. */
function countLineBreaks(record: string[]): number {
  return record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
}
