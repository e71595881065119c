/**
 * Business identity: the one place a contractor's name, phone, email, hours and
 * service areas are written down. Pages, structured data and emails read from here.
 * The demo identity is fictional (555-01xx number, example.com address) so that no
 * real business is impersonated.
 */

export interface OpeningHours {
  /** Schema.org day names, e.g. ["Monday", "Tuesday"] */
  days: readonly string[];
  /** Short human label, e.g. "Mon–Fri" */
  label: string;
  /** 24-hour "HH:MM", e.g. "07:00" */
  opens: string;
  closes: string;
}

export const site = {
  name: "Ridgeline Roofing & Exteriors",
  shortName: "Ridgeline Roofing",
  tagline: "Louisville roofing, siding and gutters, done right the first time",
  phone: {
    display: "(502) 555-0147",
    /** E.164 for tel: links and structured data */
    e164: "+15025550147",
  },
  email: "office@ridgelineroofing.example.com",
  serviceAreaText: "Serving Louisville Metro & Southern Indiana",
  hours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      label: "Mon–Fri",
      opens: "07:00",
      closes: "18:00",
    },
    { days: ["Saturday"], label: "Sat", opens: "08:00", closes: "14:00" },
  ] satisfies readonly OpeningHours[],
  /** IANA zone the hours above are in; staff pages show lead times in it. */
  timeZone: "America/Kentucky/Louisville",
  closedLabel: "Sun: closed (emergency line open)",
  emergencyText: "Emergency service 24/7",
  social: {
    label: "Facebook",
    url: "https://www.facebook.com/ridgelineroofinglouisville",
  },
  /** Street address for structured data; null keeps it out (service-area business). */
  address: null as null | {
    street: string;
    city: string;
    region: string;
    postalCode: string;
  },
  licenseText: "Licensed, bonded and insured in Kentucky and Indiana",
} as const;

/** What the visitor agrees to when sending the quote form; stored with each lead. */
export const consentText = `I agree that ${site.name} may contact me by phone, text or email about this request.`;
