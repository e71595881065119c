import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface StormSources {
  /** The SPC's daily reports folder, ending in "/" */
  spcUrl: string;
  /** NCEI's Storm Events CSV folder, ending in "/" */
  nceiUrl: string;
  /** Where the downloaded files are kept (DATA_DIR/storms) */
  downloadDir: string;
}

export interface FetchedStormFiles {
  /** Paths of the files downloaded, ready for importStormFile */
  files: string[];
  /** One line per file that could not be had */
  failures: string[];
  /** The names of those files (or of the folder whose listing failed) */
  failed: string[];
}

/** Larger than any real file (a year of NCEI details is about 15 MB gzipped). */
const MAX_BYTES = 200 * 1024 * 1024;
const TIMEOUT_MS = 120_000;

/** YYMMDD of a UTC date, as SPC names its files. */
function yymmdd(at: Date): string {
  return at.toISOString().slice(2, 10).replaceAll("-", "");
}

/**
 * Downloads the SPC's filtered hail and wind reports of the last `days` report days and
 * the newest NCEI details file of the current year (found in the folder's listing, since
 * its name carries the date NCEI last rebuilt it).
 */
export async function fetchStormFiles(
  sources: StormSources,
  days: number,
  now: Date,
): Promise<FetchedStormFiles> {
  await mkdir(sources.downloadDir, { recursive: true });
  const result: FetchedStormFiles = { files: [], failures: [], failed: [] };
  const names: string[] = [];
  for (let back = 0; back < days; back++) {
    const day = yymmdd(new Date(now.getTime() - back * 86_400_000));
    names.push(`${day}_rpts_filtered_hail.csv`, `${day}_rpts_filtered_wind.csv`);
  }
  for (const name of names) await download(new URL(name, sources.spcUrl), name, sources, result);

  const year = now.getUTCFullYear();
  const listing = await get(new URL(sources.nceiUrl)).catch((error: Error) => error);
  if (listing instanceof Error) {
    result.failures.push(`${sources.nceiUrl}: ${listing.message}`);
    result.failed.push(sources.nceiUrl);
    return result;
  }
  const pattern = new RegExp(`StormEvents_details-ftp_v1\\.0_d${year}_c\\d{8}\\.csv\\.gz`, "g");
  const newest = [...new Set(listing.toString("latin1").match(pattern) ?? [])].sort().at(-1);
  if (newest) await download(new URL(newest, sources.nceiUrl), newest, sources, result);
  else {
    result.failures.push(`${sources.nceiUrl}: no details file for ${year} listed yet`);
    result.failed.push(sources.nceiUrl);
  }
  return result;
}

async function download(url: URL, name: string, sources: StormSources, result: FetchedStormFiles) {
  try {
    const path = join(sources.downloadDir, name);
    await writeFile(path, await get(url));
    result.files.push(path);
  } catch (error) {
    result.failures.push(`${url.href}: ${(error as Error).message}`);
    result.failed.push(name);
  }
}

async function get(url: URL): Promise<Buffer> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES} bytes`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES} bytes`);
  return body;
}
