import { site } from "./site.ts";

/**
 * What a homeowner agrees to when they let the business show their finished roof, as the
 * review email's consent page shows it. Each consent records the version it was given
 * under (reviews/photo_consents), so after a change the office knows who agreed to which
 * words. Whoever changes the wording (the business, its lawyer) gives it a new version;
 * consents already given keep theirs.
 *
 * Written to meet the usual elements of a photo release: what is shown (photos of the
 * work, the town or neighborhood, the month), what is never shown (name, street, house
 * number, location data in the photos), where (this website), that saying nothing means
 * no, and that it can be withdrawn at any time, after which it leaves the site. It is not a
 * legal citation; no statute prescribes this text.
 */
export const photoConsent = {
  version: "2026-11-28",
  question: "May we show your new roof on our website?",
  /** The email's one line about it; the page shows every point before anything is recorded */
  summary:
    "We would like to show photos of the finished work with your town or neighborhood and the month, never your name, street or house number.",
  /** The wording agreed to, one point at a time (the page lists them; `text` joins them) */
  points: [
    `You allow ${site.name} to show photos of the work on your home, with the town or neighborhood and the month it was finished, on the projects pages of its website.`,
    "Your name, street and house number are never shown, and the photos are stripped of location data.",
    "You can withdraw this at any time through the link in our email; the project then leaves the website within a minute.",
  ],
  get text(): string {
    return this.points.join(" ");
  },
} as const;
