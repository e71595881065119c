import { resolve } from "node:path";
import { z } from "astro/zod";
import { listeningUrl } from "./listening-url.ts";
import { parseTrustedProxies } from "./trusted-proxies.ts";
import { site } from "../../config/site.ts";
import { bookingRateLimit, MIN_SECRET_LENGTH } from "./config-values.ts";
import { describeExpectation } from "./config-expectations.ts";
import { emailList, nameList, urlList, webhookSecret } from "./config-values.ts";

const environmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    HOST: z.string().min(1).default("localhost"),
    // Unset: the address the server listens on (listeningUrl).
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    LEAD_NOTIFY_TO: emailList.optional(),
    STAFF_EMAILS: emailList.optional(),
    AUTH_SECRET: z.string().min(MIN_SECRET_LENGTH).optional(),
    OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().positive().max(3600).default(30),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
    OUTBOX_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
    QUOTE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
    BOOKING_RATE_LIMIT: bookingRateLimit,
    QUOTE_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
    PHOTO_MB_PER_CLIENT_DAY: z.coerce.number().positive().max(100_000).default(60),
    PHOTO_MB_PER_DAY: z.coerce.number().positive().max(1_000_000).default(2048),
    TRUSTED_PROXIES: z
      .string()
      .default("loopback")
      .transform((value, context) => {
        try {
          return parseTrustedProxies(value);
        } catch (error) {
          context.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
    OUTBOX_ALERT_MINUTES: z.coerce.number().positive().max(10_080).default(30), // a week at most
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    LEAD_CHAT_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    LEAD_WEBHOOK_URLS: urlList.optional(),
    LEAD_WEBHOOK_SECRET: webhookSecret.optional(),
    URGENT_ESCALATE_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(15),
    LEAD_ESCALATE_TO: emailList.optional(),
    CLIENT_ADDRESS_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
    LEAD_INTEGRATION_NAMES: nameList.optional(),
    SOLAR_API_KEY: z
      .string()
      .regex(/^[\w-]{10,200}$/)
      .optional(),
    SOLAR_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    // The business's Google Place ID (Google's Place ID Finder shows it), e.g.
    // "ChIJN1t_tDeuEmsRUsoyG83frY4": letters, digits, - and _.
    GOOGLE_PLACE_ID: z
      .string()
      .regex(/^[\w-]{10,300}$/)
      .optional(),
    REVIEW_REQUEST_DAYS: z.coerce.number().int().min(0).max(60).default(2),
    REVIEW_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    GEOCODING_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    // How long /estimate waits for the satellite measurement before it uses the answers.
    SATELLITE_TIMEOUT_SECONDS: z.coerce.number().positive().max(30).default(3),
    // Where `npm run storms -- fetch` downloads from: the SPC's daily report folder and
    // NCEI's Storm Events CSV folder (both public NOAA directories).
    STORM_SPC_URL: z
      .url({ protocol: /^https?$/ })
      .default("https://www.spc.noaa.gov/climo/reports/"),
    STORM_NCEI_URL: z
      .url({ protocol: /^https?$/ })
      .default("https://www.ncei.noaa.gov/pub/data/swdi/stormevents/csvfiles/"),
    // The deposit on a signed proposal (server/proposals/deposit-*.ts): Stripe's secret or
    // restricted key, the webhook endpoint's signing secret, and its API's origin for a
    // test stand-in.
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(?:sk|rk)_(?:test|live)_\w{8,}$/)
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w{8,}$/)
      .optional(),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  })
  // Instances sharing a database must sign sessions with one secret: a secret generated
  // into each machine's DATA_DIR would sign every member of staff out on the next hop.
  .refine((env) => !env.DATABASE_URL || env.AUTH_SECRET, {
    path: ["AUTH_SECRET"],
    message: "required when DATABASE_URL is set, so that every instance signs sessions alike",
  })
  // Receivers verify every event; an unsigned one would teach them to accept forgeries.
  // A payment Stripe cannot tell us about would never show as paid.
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    path: ["STRIPE_WEBHOOK_SECRET"],
    message: "required when STRIPE_SECRET_KEY is set, so that paid deposits are recorded",
  })
  .refine((env) => !env.LEAD_WEBHOOK_URLS || env.LEAD_WEBHOOK_SECRET, {
    path: ["LEAD_WEBHOOK_SECRET"],
    message: "required when LEAD_WEBHOOK_URLS is set, so that receivers can verify each event",
  });

export type ServerConfig = ReturnType<typeof loadConfig>;

/** Thrown with one line per wrong variable, naming it and what is expected. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads and validates the environment once. Empty variables count as unset.
 *
 * @example loadConfig({ PORT: "8080" }).port // 8080
 */
export function loadConfig(environment: Record<string, string | undefined> = process.env) {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join(".")}: ${describeExpectation(String(issue.path[0]))} (${issue.message})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const env = parsed.data;
  const siteUrl = (env.SITE_URL ?? listeningUrl(env.HOST, env.PORT)).replace(/\/+$/, "");
  const siteHost = new URL(siteUrl).hostname;
  return {
    port: env.PORT,
    host: env.HOST,
    siteUrl,
    dataDir: resolve(env.DATA_DIR),
    smtpUrl: env.SMTP_URL,
    // The homeowner sees the business's name in the inbox, not "Website". Quoted, so a name
    // with a comma or a full stop stays one display name (RFC 5322 quoted-string).
    mailFrom: env.MAIL_FROM ?? `"${site.name.replace(/["\\]/g, "\\$&")}" <no-reply@${siteHost}>`,
    leadNotifyTo: env.LEAD_NOTIFY_TO ?? [site.email],
    /** Unset: no allowlist; accounts still come only from the operator or an invitation */
    staffEmails: env.STAFF_EMAILS ?? null,
    /** Unset: the runtime generates one into DATA_DIR at start-up (staff/secret.ts) */
    authSecret: env.AUTH_SECRET,
    outboxRetryBaseMs: env.OUTBOX_RETRY_BASE_SECONDS * 1000,
    outboxMaxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    /**
     * How long a claimed email or delivery is held without news from its sender; renewed
     * every third of this while the send runs, so a process killed mid-send frees it after this
     */
    outboxLeaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    /** Quote requests per client address per 10 minutes before they count as spam */
    quoteRateLimit: env.QUOTE_RATE_LIMIT,
    bookingRateLimit: { hour: env.BOOKING_RATE_LIMIT, day: 2 * env.BOOKING_RATE_LIMIT },
    /** Faster than this from form shown to sent counts as a bot */
    quoteMinFillMs: env.QUOTE_MIN_FILL_SECONDS * 1000,
    /** Stored photo bytes one client, and everyone together, may add in 24 hours */
    photoBudget: {
      clientBytes: Math.round(env.PHOTO_MB_PER_CLIENT_DAY * 1024 * 1024),
      globalBytes: Math.round(env.PHOTO_MB_PER_DAY * 1024 * 1024),
    },
    /** Proxies whose X-Forwarded-* headers are believed, e.g. ["loopback", "10.0.0.0/8"] */
    trustedProxies: env.TRUSTED_PROXIES,
    /** /healthz turns 503 when a message has waited longer than this */
    outboxAlertMs: env.OUTBOX_ALERT_MINUTES * 60 * 1000,
    /** postgres://…: every instance shares this database. Unset: SQLite in DATA_DIR */
    databaseUrl: env.DATABASE_URL,
    /** A Slack-compatible incoming webhook that gets a short alert per lead; null for none */
    leadChatWebhookUrl: env.LEAD_CHAT_WEBHOOK_URL ?? null,
    /** Receivers of the signed `lead.created` event */
    leadWebhookUrls: env.LEAD_WEBHOOK_URLS ?? [],
    /** Signs the webhook events (Standard Webhooks); required with LEAD_WEBHOOK_URLS */
    leadWebhookSecret: env.LEAD_WEBHOOK_SECRET ?? null,
    /** An urgent lead nobody contacted within this is escalated once */
    urgentEscalateMs: env.URGENT_ESCALATE_MINUTES * 60 * 1000,
    /** Who gets the escalation email; defaults to the office */
    leadEscalateTo: env.LEAD_ESCALATE_TO ?? env.LEAD_NOTIFY_TO ?? [site.email],
    /** Client addresses (on leads, in the limit counters) are erased after this many days */
    clientAddressDays: env.CLIENT_ADDRESS_DAYS,
    /** Leads older than this are erased with everything attached; null keeps them */
    leadRetentionDays: env.LEAD_RETENTION_DAYS ?? null,
    /** The business tools behind LEAD_WEBHOOK_URLS, as the privacy page names them */
    leadIntegrationNames: env.LEAD_INTEGRATION_NAMES ?? [],
    /** Measuring a roof from an address on /estimate (Google); null without a key: no address field */
    satellite: env.SOLAR_API_KEY
      ? {
          key: env.SOLAR_API_KEY,
          solarUrl:
            env.SOLAR_API_URL ?? "https://solar.googleapis.com/v1/buildingInsights:findClosest",
          geocodingUrl:
            env.GEOCODING_API_URL ?? "https://maps.googleapis.com/maps/api/geocode/json",
          timeoutMs: env.SATELLITE_TIMEOUT_SECONDS * 1000,
        }
      : null,
    /**
     * Asking a finished job for a review (reviews/): the Google review form's place, and
     * the days after completion for the request and after it for the one reminder. No
     * place: nothing is asked, and /admin says so.
     */
    reviews: {
      googlePlaceId: env.GOOGLE_PLACE_ID ?? null,
      requestDays: env.REVIEW_REQUEST_DAYS,
      reminderDays: env.REVIEW_REMINDER_DAYS,
    },
    /** Where `npm run storms -- fetch` downloads storm reports, and where it keeps them */
    storms: {
      spcUrl: env.STORM_SPC_URL.replace(/\/*$/, "/"),
      nceiUrl: env.STORM_NCEI_URL.replace(/\/*$/, "/"),
      downloadDir: resolve(env.DATA_DIR, "storms"),
    },
    /**
     * The deposit through Stripe Checkout; null without STRIPE_SECRET_KEY: the proposal page
     * then says how the office collects it. `apiBase` is Stripe's API unless a stand-in's.
     */
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiBase: env.STRIPE_API_BASE ?? "https://api.stripe.com",
        }
      : null,
  };
}

/**
 * loadConfig for entry points (the server and the CLIs): a wrong value prints its
 * message and exits 1, so the operator reads what to fix instead of a stack trace.
 * The CLIs print it as text; the server passes `report` to log it as a JSON line.
 */
export function loadConfigOrExit(
  environment: Record<string, string | undefined> = process.env,
  report: (message: string) => void = console.error,
) {
  try {
    return loadConfig(environment);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    report(error.message);
    process.exit(1);
  }
}
