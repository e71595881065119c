import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { gunzipSync } from "node:zlib";
import { CsvError } from "csv-parse/sync";
import { looksLikeNcei, NCEI_NAME, parseNceiFile } from "./ncei-file.ts";
import { looksLikeSpc, parseSpcFile, SPC_NAME, spcDay } from "./spc-file.ts";
import type { ParsedFile, StormSource } from "./storm-report.ts";

const EXPECTED =
  "expected an SPC daily report (YYMMDD_rpts_hail.csv, YYMMDD_rpts_wind.csv, their _filtered variants or YYMMDD_rpts.csv) or an NCEI Storm Events details file (StormEvents_details-ftp_v1.0_dYYYY_c*.csv, gzipped or not)";

export type ReadStormFile =
  | { ok: true; name: string; source: StormSource; parsed: ParsedFile }
  | { ok: false; refusal: string };

/**
 * Reads and parses one file, telling its kind by its name and its header together: a file
 * of another kind (a tornado-only report, an NCEI locations file, any other CSV) is refused
 * with one line saying what was expected, and so is a file that is not well-formed CSV (a
 * truncated download ends inside a quoted comment): its rows cannot be trusted to be whole.
 * No report dated after `now` is kept.
 */
export async function readStormFile(path: string, now: Date): Promise<ReadStormFile> {
  const name = basename(path);
  const refuse = (why: string) =>
    ({ ok: false, refusal: `${name}: ${why}; ${EXPECTED}.` }) as const;
  const spc = SPC_NAME.exec(name);
  if (spc?.[4] === "torn") return refuse("tornado reports are not imported");
  if (!spc && !NCEI_NAME.test(name)) return refuse("not a storm report file name");
  let text: string;
  try {
    const bytes = await readFile(path);
    text = name.endsWith(".gz") ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
  } catch (error) {
    return refuse(`could not be read (${(error as Error).message})`);
  }
  if (spc && !looksLikeSpc(text)) return refuse("its first line is not an SPC report header");
  if (!spc && !looksLikeNcei(text))
    return refuse("its first line is not a Storm Events details header");
  try {
    return spc
      ? { ok: true, name, source: "spc", parsed: parseSpcFile(text, spcDay(name)!, now) }
      : { ok: true, name, source: "ncei", parsed: parseNceiFile(text, now) };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return {
      ok: false,
      refusal: `${name}: not a whole CSV file (${error.message}); it was not imported, download it again.`,
    };
  }
}
