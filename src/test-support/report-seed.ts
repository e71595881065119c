// A known set of leads over the last weeks, for the reports tests (unit and e2e).
// Imported by tests only.
import type { LeadEstimate } from "../lib/estimate/lead-estimate.ts";
import { initialStatus, statusesWhere } from "../lib/lead-statuses.ts";
import type { Db } from "../server/tables.ts";
import { updateLeadStatus } from "../server/inbox/lead-admin-repo.ts";
import { insertLead, type NewLead } from "../server/leads/lead-repo.ts";
import { recordFirstContact } from "../server/inbox/response-time-repo.ts";

export interface SeedLead {
  /** Days before `now` the lead arrived */
  daysAgo: number;
  serviceType: string;
  address?: string;
  sourcePage?: string;
  attribution?: Record<string, string>;
  spam?: boolean;
  /** Minutes from arrival to first contact; unset for a lead nobody contacted */
  contactedAfterMinutes?: number;
  /** The instant estimate it came from, if it did */
  estimate?: LeadEstimate;
}

/**
 * Eleven real leads and two spam ones within the last 12 weeks, and one older lead the
 * reports leave out. The oldest counted lead is 76 days old, inside the 12 weeks on any
 * day of the week, so the totals hold whenever the seed runs; which week each lead falls
 * in depends on the weekday of `now` (the unit test fixes it on a Wednesday).
 */
/** Where the seed's own-site referrer points; seedReportLeads swaps in the real origin. */
const OWN_SITE = "https://www.ridgeline.example.com";

export const seedLeads: SeedLead[] = [
  {
    daysAgo: 0,
    serviceType: "emergency",
    address: "12 Elm St, Shively, KY 40216",
    attribution: { utm_source: "google", utm_medium: "cpc" },
    sourcePage: "/residential/roof-repair",
    contactedAfterMinutes: 3,
  },
  {
    daysAgo: 0,
    serviceType: "repair",
    address: "4127 Bardstown Rd, Louisville, KY 40218",
    attribution: { utm_source: "google", utm_medium: "cpc" },
    sourcePage: "/residential/roof-repair",
    contactedAfterMinutes: 20,
  },
  {
    daysAgo: 1,
    serviceType: "repair",
    address: "9 Main St, Louisville, KY 40202",
    attribution: { referrer: "https://www.facebook.com/groups/louisville" },
    sourcePage: "/contact",
    contactedAfterMinutes: 45,
  },
  {
    daysAgo: 7,
    serviceType: "replacement",
    address: "",
    sourcePage: "/service-area/oldham-county-ky",
    contactedAfterMinutes: 90,
  },
  {
    daysAgo: 7,
    serviceType: "inspection",
    address: "77 River Rd, Jeffersonville, IN 47130",
    sourcePage: "/contact",
  },
  {
    daysAgo: 14,
    serviceType: "repair",
    address: "5 Oak Ave, Louisville, KY 40205",
    attribution: { utm_source: "Google", utm_medium: "CPC" },
    sourcePage: "/residential/roof-repair",
    contactedAfterMinutes: 10,
  },
  {
    daysAgo: 14,
    serviceType: "replacement",
    address: "1 Pine Ct, Louisville, KY 40207",
    attribution: { referrer: `${OWN_SITE}/services` },
    sourcePage: "/residential/roof-replacement",
  },
  {
    daysAgo: 35,
    serviceType: "commercial",
    address: "300 Market St, Louisville, KY 40202",
    sourcePage: "/commercial",
    contactedAfterMinutes: 240,
  },
  {
    daysAgo: 49,
    serviceType: "repair",
    address: "18 Lake Dr, shively, ky 40216",
    sourcePage: "/contact",
    contactedAfterMinutes: 4,
  },
  {
    daysAgo: 70,
    serviceType: "inspection",
    address: "4 Hill St, Crestwood, KY 40014",
    sourcePage: "/",
  },
  {
    daysAgo: 76,
    serviceType: "repair",
    address: "6 Vine St, Louisville, KY 40204",
    sourcePage: "/",
  },
  { daysAgo: 0, serviceType: "repair", spam: true, sourcePage: "/contact" },
  { daysAgo: 21, serviceType: "inspection", spam: true, sourcePage: "/" },
  {
    daysAgo: 120,
    serviceType: "repair",
    address: "2 Old Rd, Louisville, KY 40202",
    sourcePage: "/",
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The status a seeded lead that was answered moves to: the first that counts as contact. */
const CONTACTED = statusesWhere((status) => status.countsAsContact)[0]!;

/**
 * Stores `seedLeads` relative to `now`, with their first contact times. `siteOrigin` is
 * the site the reports run for: a referrer from it counts as direct.
 */
export async function seedReportLeads(
  db: Db,
  now: Date,
  siteOrigin = OWN_SITE,
  prefix = "R",
): Promise<void> {
  for (const [index, seed] of seedLeads.entries()) {
    const createdAt = new Date(now.getTime() - seed.daysAgo * DAY_MS - (index + 1) * 60_000);
    const lead: NewLead = {
      reference: `Q-${prefix}${String(index).padStart(5, "0")}`,
      createdAt: createdAt.toISOString(),
      name: `Seed ${index}`,
      phone: "(502) 555-0100",
      email: `seed${index}@example.com`,
      address: seed.address ?? "",
      storm: "",
      serviceType: seed.serviceType,
      message: "",
      consentText: "I agree",
      sourcePage: seed.sourcePage ?? "",
      attribution: Object.fromEntries(
        Object.entries(seed.attribution ?? {}).map(([key, value]) => [
          key,
          value.replace(OWN_SITE, siteOrigin),
        ]),
      ),
      estimate: seed.estimate ?? null,
      urgent: seed.serviceType === "emergency",
      spamReason: seed.spam ? "too-fast" : null,
      idempotencyKey: null,
      fingerprint: `seed-${prefix}-${index}`,
      clientAddress: "203.0.113.7",
      inspectionAt: null,
      jobCompletedOn: null,
    };
    const id = await insertLead(db, lead, initialStatus(lead.spamReason));
    if (seed.contactedAfterMinutes !== undefined) {
      await updateLeadStatus(db, id, initialStatus(null), CONTACTED);
      const contactedAt = createdAt.getTime() + seed.contactedAfterMinutes * 60_000;
      await recordFirstContact(db, id, new Date(contactedAt).toISOString());
    }
  }
}
