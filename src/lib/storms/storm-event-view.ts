import type { NearbyReport } from "./storm-views.ts";

/** A significant storm event: the significant reports of one day (Louisville time) in one served county. */
export interface StormEvent {
  /** "2026-11-20-jefferson-county-ky" */
  slug: string;
  /** "2026-11-20" */
  day: string;
  /** "Jefferson County, KY" */
  county: string;
  countyFips: string;
  /** ISO times of the first and last report */
  firstAt: string;
  lastAt: string;
  largestHail: number | null;
  strongestWind: number | null;
  /** Its reports, earliest first; `miles` and `direction` are unused (0 and "") */
  reports: NearbyReport[];
}

/** What storm mode shows on every page while it is on. */
export interface StormBanner {
  line: string;
  href: string;
}
