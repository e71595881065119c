// A synthetic NCEI Storm Events details file for `npm run bench:quote -- --storm-check`:
// 50 years of hail reports over Kentucky and Indiana in the real column layout, so the
// import and the queries run on decades of data. The reports are invented, for the
// benchmark only: the narrative says so, and the file is written to a temporary folder
// and imported into the bench's throwaway server, never into a site's database.
import { createWriteStream } from "node:fs";
import { once } from "node:events";

const HEADER =
  "BEGIN_YEARMONTH,BEGIN_DAY,BEGIN_TIME,END_YEARMONTH,END_DAY,END_TIME,EPISODE_ID,EVENT_ID,STATE,STATE_FIPS,YEAR,MONTH_NAME,EVENT_TYPE,CZ_TYPE,CZ_FIPS,CZ_NAME,WFO,BEGIN_DATE_TIME,CZ_TIMEZONE,END_DATE_TIME,INJURIES_DIRECT,INJURIES_INDIRECT,DEATHS_DIRECT,DEATHS_INDIRECT,DAMAGE_PROPERTY,DAMAGE_CROPS,SOURCE,MAGNITUDE,MAGNITUDE_TYPE,FLOOD_CAUSE,CATEGORY,TOR_F_SCALE,TOR_LENGTH,TOR_WIDTH,TOR_OTHER_WFO,TOR_OTHER_CZ_STATE,TOR_OTHER_CZ_FIPS,TOR_OTHER_CZ_NAME,BEGIN_RANGE,BEGIN_AZIMUTH,BEGIN_LOCATION,END_RANGE,END_AZIMUTH,END_LOCATION,BEGIN_LAT,BEGIN_LON,END_LAT,END_LON,EPISODE_NARRATIVE,EVENT_NARRATIVE,DATA_SOURCE";
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const MON = MONTHS.map((month) => month.slice(0, 3).toUpperCase());
/** The two states' rough boxes (degrees): where the reports fall. */
const STATES = [
  { name: "KENTUCKY", fips: "21", south: 36.6, north: 39.1, west: -89.5, east: -82.0 },
  { name: "INDIANA", fips: "18", south: 37.8, north: 41.7, west: -88.1, east: -84.8 },
];
/**
 * Kentucky and Indiana together log roughly a thousand hail reports a year in Storm Events;
 * the file has twice that, and puts a further share around Louisville, so the queries near
 * the service area meet more reports than real decades hold there.
 */
const LOUISVILLE_SHARE = 0.03;
/** The box around Louisville that share falls in. */
const LOUISVILLE = { south: 37.9, north: 38.6, west: -86.0, east: -85.2 };
const SIZES = ["0.75", "0.88", "1.00", "1.00", "1.25", "1.50", "1.75", "2.00", "2.75"];

/**
 * A seeded generator (mulberry32): the same file on every run, so two bench runs compare.
 * Written here because only a few lines are needed and no randomness library is a dependency.
 */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quote = (text: string) => `"${text}"`;

/**
 * Writes `perYear` hail reports for each of the `years` years up to `lastYear`, or only
 * those from `keepFrom` on: the same reports as the whole file's for those years, so a
 * file of recent years and the 50-year file differ only by the older decades. Returns the
 * row count written.
 */
export async function writeStormBenchFile(
  path: string,
  lastYear: number,
  {
    years = 50,
    perYear = 2000,
    keepFrom = lastYear - years + 1,
  }: { years?: number; perYear?: number; keepFrom?: number } = {},
) {
  const random = seeded(20261124);
  const out = createWriteStream(path);
  out.write(`${HEADER}\r\n`);
  let eventId = 5_000_000;
  let written = 0;
  for (let year = lastYear - years + 1; year <= lastYear; year++) {
    for (let index = 0; index < perYear; index++) {
      const state = STATES[random() < 0.55 ? 0 : 1]!;
      const box = random() < LOUISVILLE_SHARE ? LOUISVILLE : state;
      const lat = (box.south + random() * (box.north - box.south)).toFixed(4);
      const lon = (box.west + random() * (box.east - box.west)).toFixed(4);
      const month = 2 + Math.floor(random() * 7);
      const day = 1 + Math.floor(random() * 28);
      const hhmm = `${String(12 + Math.floor(random() * 10)).padStart(2, "0")}${String(Math.floor(random() * 60)).padStart(2, "0")}`;
      const zone = Number(lon) < -86.2 ? "CST-6" : "EST-5";
      const stamp = `${String(day).padStart(2, "0")}-${MON[month]}-${String(year).slice(2)} ${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00`;
      const yearMonth = `${year}${String(month + 1).padStart(2, "0")}`;
      eventId += 1;
      const row = [
        yearMonth,
        day,
        Number(hhmm),
        yearMonth,
        day,
        Number(hhmm),
        900000 + Math.floor(eventId / 7),
        eventId,
        quote(state.name),
        state.fips,
        year,
        quote(MONTHS[month]!),
        quote("Hail"),
        quote("C"),
        1,
        quote("SYNTHETIC"),
        quote("LMK"),
        quote(stamp),
        quote(zone),
        quote(stamp),
        quote("0"),
        quote("0"),
        quote("0"),
        quote("0"),
        quote("0.00K"),
        quote("0.00K"),
        quote("Trained Spotter"),
        quote(SIZES[Math.floor(random() * SIZES.length)]!),
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        quote("1"),
        quote("N"),
        quote("SYNTHETIC"),
        quote("1"),
        quote("N"),
        quote("SYNTHETIC"),
        quote(lat),
        quote(lon),
        quote(lat),
        quote(lon),
        quote("Synthetic benchmark episode; not a real storm."),
        quote("Synthetic benchmark report; not a real event."),
        quote("CSV"),
      ];
      if (year < keepFrom) continue;
      written += 1;
      if (!out.write(`${row.join(",")}\r\n`)) await once(out, "drain");
    }
  }
  out.end();
  await once(out, "finish");
  return written;
}
