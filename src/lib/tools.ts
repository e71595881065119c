import type { IconName } from "./icon-names.ts";
import { BOOK_PATH, ESTIMATE_PATH, STORM_CHECK_PATH } from "./public-routes.ts";

/**
 * The three things a homeowner can do on the site without waiting for a call back: see a
 * price range, pick an inspection time, check a ZIP code for hail. Named once here; the
 * home page's hero row, the footer's column and the strips on service, area and emergency
 * pages all list them from this.
 */
export const tools = [
  {
    href: ESTIMATE_PATH,
    label: "Instant roof estimate",
    teaser: "Instant price range",
    action: "See my price range",
    icon: "dollar",
  },
  {
    href: BOOK_PATH,
    label: "Book an inspection",
    teaser: "Book a time online",
    action: "Pick a time",
    icon: "calendar",
  },
  {
    href: STORM_CHECK_PATH,
    label: "Storm check",
    teaser: "Did hail hit my street?",
    action: "Check my ZIP code",
    icon: "storm",
  },
] as const satisfies ReadonlyArray<{
  href: string;
  label: string;
  /** The hero's compact link: what the visitor gets, in four words or so. */
  teaser: string;
  action: string;
  icon: IconName;
}>;
