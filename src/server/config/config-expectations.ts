import { MIN_SECRET_LENGTH } from "./config-values.ts";

/** What each variable expects, in the words a wrong value's message uses. */
const expectations: Record<string, string> = {
  PORT: "expected a port number from 1 to 65535",
  HOST: "expected a host name or address",
  SITE_URL: "expected an http(s) URL such as https://www.example.com",
  DATA_DIR: "expected a directory path",
  SMTP_URL: "expected smtp://user:pass@host:port or smtps://…",
  MAIL_FROM: 'expected a sender such as "Website <no-reply@example.com>"',
  LEAD_NOTIFY_TO: "expected one or more email addresses, comma separated",
  STAFF_EMAILS: "expected one or more email addresses, comma separated",
  AUTH_SECRET: `expected at least ${MIN_SECRET_LENGTH} characters, e.g. the output of \`openssl rand -base64 32\``,
  OUTBOX_RETRY_BASE_SECONDS: "expected seconds before the first email retry, e.g. 30",
  OUTBOX_MAX_ATTEMPTS: "expected a whole number of send attempts, e.g. 10",
  OUTBOX_LEASE_SECONDS: "expected seconds from 1 to 3600, e.g. 30",
  QUOTE_RATE_LIMIT: "expected a whole number of requests per 10 minutes, e.g. 5",
  BOOKING_RATE_LIMIT: "expected a whole number of bookings per hour, e.g. 3",
  QUOTE_MIN_FILL_SECONDS: "expected seconds, e.g. 3",
  PHOTO_MB_PER_CLIENT_DAY: "expected megabytes of photos per client per day, e.g. 60",
  PHOTO_MB_PER_DAY: "expected megabytes of photos per day from everyone, e.g. 2048",
  TRUSTED_PROXIES:
    'expected addresses, CIDR ranges or "loopback", "linklocal", "uniquelocal", comma separated',
  OUTBOX_ALERT_MINUTES: "expected minutes, e.g. 30",
  DATABASE_URL: "expected postgres://user:password@host:5432/database",
  LEAD_CHAT_WEBHOOK_URL:
    "expected an https URL of an incoming webhook (Slack, Google Chat, Teams…)",
  LEAD_WEBHOOK_URLS: "expected one or more http(s) URLs, comma separated",
  LEAD_WEBHOOK_SECRET:
    "expected whsec_ followed by a base64 key, e.g. whsec_$(openssl rand -base64 32)",
  URGENT_ESCALATE_MINUTES: "expected minutes, e.g. 15",
  LEAD_ESCALATE_TO: "expected one or more email addresses, comma separated",
  CLIENT_ADDRESS_DAYS: "expected whole days from 1 to 365, e.g. 30",
  STORM_SPC_URL: "expected an http(s) URL of the SPC daily reports folder",
  STORM_NCEI_URL: "expected an http(s) URL of the NCEI Storm Events CSV folder",
  LEAD_RETENTION_DAYS: "expected whole days, e.g. 1095 (three years), or unset to keep leads",
  LEAD_INTEGRATION_NAMES:
    'expected the business tools\' names, comma separated, e.g. "HubSpot, Jobber"',
  SOLAR_API_KEY: "expected a Google Maps Platform API key (letters, digits, - and _)",
  SOLAR_API_URL: "expected the http(s) URL of buildingInsights:findClosest",
  GOOGLE_PLACE_ID: "expected the business's Google Place ID (letters, digits, - and _)",
  REVIEW_REQUEST_DAYS: "expected whole days from 0 (at once) to 60, e.g. 2",
  REVIEW_REMINDER_DAYS: "expected whole days from 1 to 60, e.g. 7",
  GEOCODING_API_URL: "expected the http(s) URL of the Geocoding API's json endpoint",
  SATELLITE_TIMEOUT_SECONDS: "expected seconds above 0, at most 30, e.g. 3",
  STRIPE_SECRET_KEY: "expected a Stripe secret or restricted key, sk_live_… or sk_test_…",
  STRIPE_WEBHOOK_SECRET: "expected the webhook endpoint's signing secret from Stripe, whsec_…",
  STRIPE_API_BASE: "expected the http(s) origin of Stripe's API, e.g. https://api.stripe.com",
};

/** The line loadConfig prints for a wrong `variable`. */
export const describeExpectation = (variable: string) => expectations[variable] ?? "invalid value";
