// Imported by tests only: the storm report fixtures, dated relative to today.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";

const FIXTURES = join(import.meta.dirname, "../server/storms/test-fixtures");
/** The day the fixtures' main storm fell on, in the files as committed. */
const FIXTURE_DAY = Date.UTC(2026, 10, 20);
const DAY_MS = 86_400_000;
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

export interface DatedStormFixtures {
  /** The storm's day, "2026-11-20" as committed: the day its event pages are named by */
  day: string;
  /** The SPC daily hail file, named for that day (SPC files take their day from the name) */
  spcHail: string;
  /** The NCEI Storm Events details file, every date in it moved by the same number of days */
  nceiDetails: string;
}

/**
 * Copies of the SPC hail file and the NCEI details file in `directory`, moved so that the
 * storm of 2026-11-20 fell `daysAgo` days before today (UTC, as SPC counts days) and every
 * other report keeps its distance from it. A test that imports these reads the same on any
 * day: a fixed date is last week on one day and next month on another, where the site
 * rightly treats it differently (no storm mode, no event page for a future report).
 */
export function datedStormFixtures(directory: string, daysAgo: number): DatedStormFixtures {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const stormDay = today - daysAgo * DAY_MS;
  const shiftDays = Math.round((stormDay - FIXTURE_DAY) / DAY_MS);
  const day = new Date(stormDay).toISOString().slice(0, 10);
  const spcHail = join(directory, `${day.slice(2).replaceAll("-", "")}_rpts_hail.csv`);
  copyFileSync(join(FIXTURES, "261120_rpts_hail.csv"), spcHail);
  const name = "StormEvents_details-ftp_v1.0_d2026_c20261122.csv";
  const nceiDetails = join(directory, name);
  writeFileSync(nceiDetails, shiftNceiDates(readFileSync(join(FIXTURES, name), "utf8"), shiftDays));
  return { day, spcHail, nceiDetails };
}

/** "20-NOV-26 14:07:00" for a UTC day and the row's own time of day. */
const nceiDateTime = (date: Date, time: string) =>
  `${String(date.getUTCDate()).padStart(2, "0")}-${MONTHS[date.getUTCMonth()]}-${String(date.getUTCFullYear()).slice(2)} ${time}`;

/** Moves each row's begin and end dates (and YEAR, MONTH_NAME) by `shiftDays`. */
function shiftNceiDates(csv: string, shiftDays: number): string {
  // Split on \n only: NCEI's files end their lines with \r\n, kept as they are.
  const [header, ...lines] = csv.replace(/\n$/, "").split("\n") as [string, ...string[]];
  const columns = parse(header)[0] as string[];
  const at = (name: string) => columns.indexOf(name);
  const shifted = lines.map((line) => {
    const cells = parse(line, { relax_column_count: true })[0] as string[];
    // A row the fixture keeps malformed on purpose stays as it is.
    if (cells.length !== columns.length) return line;
    const moved = (yearMonth: string, dayOfMonth: string) =>
      new Date(
        Date.UTC(
          Number(yearMonth.slice(0, 4)),
          Number(yearMonth.slice(4)) - 1,
          Number(dayOfMonth),
        ) +
          shiftDays * DAY_MS,
      );
    const begin = moved(cells[at("BEGIN_YEARMONTH")]!, cells[at("BEGIN_DAY")]!);
    const end = moved(cells[at("END_YEARMONTH")]!, cells[at("END_DAY")]!);
    const yearMonth = (date: Date) =>
      `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
    const timeOf = (name: string) => cells[at(name)]!.split(" ")[1]!;
    const head = cells.slice(0, 6).join(",");
    const newHead = [
      yearMonth(begin),
      begin.getUTCDate(),
      cells[at("BEGIN_TIME")],
      yearMonth(end),
      end.getUTCDate(),
      cells[at("END_TIME")],
    ].join(",");
    const monthName = begin.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    return line
      .replace(head, newHead)
      .replace(
        `,${cells[at("YEAR")]},"${cells[at("MONTH_NAME")]}",`,
        `,${begin.getUTCFullYear()},"${monthName}",`,
      )
      .replace(
        `"${cells[at("BEGIN_DATE_TIME")]}"`,
        `"${nceiDateTime(begin, timeOf("BEGIN_DATE_TIME"))}"`,
      )
      .replace(
        `"${cells[at("END_DATE_TIME")]}"`,
        `"${nceiDateTime(end, timeOf("END_DATE_TIME"))}"`,
      );
  });
  return `${[header, ...shifted].join("\n")}\n`;
}
