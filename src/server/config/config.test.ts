// @vitest-environment node
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import addressparser from "nodemailer/lib/addressparser/index.js";
import { site } from "../../config/site.ts";
import { ConfigError, loadConfig } from "./config.ts";

const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

/** The ConfigError `loadConfig` throws for this environment; fails the test when none is thrown. */
function configError(environment: Record<string, string>): ConfigError {
  try {
    loadConfig(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`Expected ${JSON.stringify(environment)} to be refused`);
}

describe("loadConfig defaults", () => {
  it.each([
    [{ PORT: "5321" }, "http://localhost:5321"],
    [{ HOST: "127.0.0.1", PORT: "8080" }, "http://127.0.0.1:8080"],
    [{ HOST: "0.0.0.0", PORT: "8080" }, "http://localhost:8080"],
    [{ HOST: "::1" }, "http://[::1]:4321"],
    [{ PORT: "5321", SITE_URL: "https://www.example.com/" }, "https://www.example.com"],
  ])("links emails and the staff command to where the server listens (%j)", (env, siteUrl) => {
    expect(loadConfig(env).siteUrl).toBe(siteUrl);
  });

  it("runs a local server with an empty environment", () => {
    expect(loadConfig({})).toEqual({
      port: 4321,
      host: "localhost",
      siteUrl: "http://localhost:4321",
      dataDir: resolve("./data"),
      smtpUrl: undefined,
      mailFrom: '"Ridgeline Roofing & Exteriors" <no-reply@localhost>',
      leadNotifyTo: [site.email],
      staffEmails: null,
      authSecret: undefined,
      outboxRetryBaseMs: 30_000,
      outboxMaxAttempts: 10,
      outboxLeaseMs: 30_000,
      quoteRateLimit: 5,
      bookingRateLimit: { hour: 3, day: 6 },
      quoteMinFillMs: 3000,
      photoBudget: { clientBytes: 60 * 1024 * 1024, globalBytes: 2048 * 1024 * 1024 },
      trustedProxies: ["loopback"],
      outboxAlertMs: 30 * 60_000,
      databaseUrl: undefined,
      leadChatWebhookUrl: null,
      leadWebhookUrls: [],
      leadWebhookSecret: null,
      urgentEscalateMs: 15 * 60_000,
      leadEscalateTo: [site.email],
      clientAddressDays: 30,
      leadRetentionDays: null,
      leadIntegrationNames: [],
      satellite: null,
      reviews: { googlePlaceId: null, requestDays: 2, reminderDays: 7 },
      storms: {
        spcUrl: "https://www.spc.noaa.gov/climo/reports/",
        nceiUrl: "https://www.ncei.noaa.gov/pub/data/swdi/stormevents/csvfiles/",
        downloadDir: resolve("./data/storms"),
      },
      stripe: null,
    });
  });

  it("measures roofs with SOLAR_API_KEY, at Google's endpoints unless overridden", () => {
    expect(loadConfig({ SOLAR_API_KEY: "AIzaSyTestKey-123_abc" }).satellite).toEqual({
      key: "AIzaSyTestKey-123_abc",
      solarUrl: "https://solar.googleapis.com/v1/buildingInsights:findClosest",
      geocodingUrl: "https://maps.googleapis.com/maps/api/geocode/json",
      timeoutMs: 3000,
    });
    expect(
      loadConfig({
        SOLAR_API_KEY: "AIzaSyTestKey-123_abc",
        SOLAR_API_URL: "http://127.0.0.1:9/solar",
        GEOCODING_API_URL: "http://127.0.0.1:9/geocode",
      }).satellite,
    ).toMatchObject({
      solarUrl: "http://127.0.0.1:9/solar",
      geocodingUrl: "http://127.0.0.1:9/geocode",
    });
  });

  it("treats empty strings as unset, so a blank number is not read as 0", () => {
    const config = loadConfig({
      PORT: "",
      HOST: "",
      SITE_URL: "",
      SMTP_URL: "",
      LEAD_NOTIFY_TO: "",
      QUOTE_RATE_LIMIT: "",
      QUOTE_MIN_FILL_SECONDS: "",
      OUTBOX_RETRY_BASE_SECONDS: "",
      AUTH_SECRET: "",
    });
    expect(config).toEqual(loadConfig({}));
    expect(config.quoteMinFillMs).toBe(3000);
  });

  it("ignores variables it does not know", () => {
    expect(loadConfig({ PATH: "/usr/bin", HOME: "/root" })).toEqual(loadConfig({}));
  });
});

describe("loadConfig with values set", () => {
  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      SITE_URL: "https://www.ridgeline.example.com/",
      DATA_DIR: "/var/lib/ridgeline",
      SMTP_URL: "smtps://mailer:s3cret@smtp.example.com:465",
      MAIL_FROM: "Ridgeline <web@ridgeline.example.com>",
      LEAD_NOTIFY_TO: "owner@example.com",
      STAFF_EMAILS: "office@example.com",
      AUTH_SECRET: "k".repeat(44),
      OUTBOX_RETRY_BASE_SECONDS: "0.5",
      OUTBOX_MAX_ATTEMPTS: "3",
      OUTBOX_LEASE_SECONDS: "20",
      QUOTE_RATE_LIMIT: "20",
      BOOKING_RATE_LIMIT: "4",
      QUOTE_MIN_FILL_SECONDS: "0",
      PHOTO_MB_PER_CLIENT_DAY: "10",
      PHOTO_MB_PER_DAY: "0.5",
      TRUSTED_PROXIES: "loopback, 10.0.0.0/8, 2001:db8::/32 ,192.0.2.10",
      OUTBOX_ALERT_MINUTES: "5",
      DATABASE_URL: "postgres://site:s3cret@db.internal:5432/ridgeline",
      LEAD_CHAT_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/XXXX",
      LEAD_WEBHOOK_URLS: "https://crm.example.com/hooks/leads, https://fsm.example.net/in",
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      URGENT_ESCALATE_MINUTES: "10",
      LEAD_ESCALATE_TO: "owner@example.com, crew-lead@example.com",
      CLIENT_ADDRESS_DAYS: "14",
      LEAD_RETENTION_DAYS: "1095",
      LEAD_INTEGRATION_NAMES: "HubSpot, Jobber",
      SOLAR_API_KEY: "AIzaSyTestKey-123_abc",
      SATELLITE_TIMEOUT_SECONDS: "5",
      GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4",
      REVIEW_REQUEST_DAYS: "0",
      REVIEW_REMINDER_DAYS: "10",
      STORM_SPC_URL: "http://127.0.0.1:8081/spc",
      STORM_NCEI_URL: "http://127.0.0.1:8081/ncei/",
      STRIPE_SECRET_KEY: "sk_live_51AbCdEfGhIjKlMn",
      STRIPE_WEBHOOK_SECRET: "whsec_AbCdEfGhIjKlMnOp0123",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(config).toEqual({
      port: 8080,
      host: "0.0.0.0",
      siteUrl: "https://www.ridgeline.example.com",
      dataDir: "/var/lib/ridgeline",
      smtpUrl: "smtps://mailer:s3cret@smtp.example.com:465",
      mailFrom: "Ridgeline <web@ridgeline.example.com>",
      leadNotifyTo: ["owner@example.com"],
      staffEmails: ["office@example.com"],
      authSecret: "k".repeat(44),
      outboxRetryBaseMs: 500,
      outboxMaxAttempts: 3,
      outboxLeaseMs: 20_000,
      quoteRateLimit: 20,
      bookingRateLimit: { hour: 4, day: 8 },
      quoteMinFillMs: 0,
      photoBudget: { clientBytes: 10 * 1024 * 1024, globalBytes: 512 * 1024 },
      trustedProxies: ["loopback", "10.0.0.0/8", "2001:db8::/32", "192.0.2.10"],
      outboxAlertMs: 5 * 60_000,
      databaseUrl: "postgres://site:s3cret@db.internal:5432/ridgeline",
      leadChatWebhookUrl: "https://hooks.slack.com/services/T000/B000/XXXX",
      leadWebhookUrls: ["https://crm.example.com/hooks/leads", "https://fsm.example.net/in"],
      leadWebhookSecret: WEBHOOK_SECRET,
      urgentEscalateMs: 10 * 60_000,
      leadEscalateTo: ["owner@example.com", "crew-lead@example.com"],
      clientAddressDays: 14,
      leadRetentionDays: 1095,
      leadIntegrationNames: ["HubSpot", "Jobber"],
      satellite: {
        key: "AIzaSyTestKey-123_abc",
        solarUrl: "https://solar.googleapis.com/v1/buildingInsights:findClosest",
        geocodingUrl: "https://maps.googleapis.com/maps/api/geocode/json",
        timeoutMs: 5000,
      },
      reviews: { googlePlaceId: "ChIJN1t_tDeuEmsRUsoyG83frY4", requestDays: 0, reminderDays: 10 },
      storms: {
        spcUrl: "http://127.0.0.1:8081/spc/",
        nceiUrl: "http://127.0.0.1:8081/ncei/",
        downloadDir: "/var/lib/ridgeline/storms",
      },
      stripe: {
        secretKey: "sk_live_51AbCdEfGhIjKlMn",
        webhookSecret: "whsec_AbCdEfGhIjKlMnOp0123",
        apiBase: "http://127.0.0.1:12111",
      },
    });
  });

  it("sends to a webhook endpoint listed twice once", () => {
    const config = loadConfig({
      LEAD_WEBHOOK_URLS: "https://crm.example.com/in, https://crm.example.com/in",
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    expect(config.leadWebhookUrls).toEqual(["https://crm.example.com/in"]);
  });

  it("escalates to the office when LEAD_ESCALATE_TO is unset, in fractions of a minute too", () => {
    const config = loadConfig({
      LEAD_NOTIFY_TO: "owner@example.com",
      URGENT_ESCALATE_MINUTES: "0.5",
    });
    expect(config.leadEscalateTo).toEqual(["owner@example.com"]);
    expect(config.urgentEscalateMs).toBe(30_000);
  });

  it("sends from the business's name at the site's host when MAIL_FROM is unset", () => {
    expect(loadConfig({ SITE_URL: "https://www.ridgeline.example.com" }).mailFrom).toBe(
      `"${site.name}" <no-reply@www.ridgeline.example.com>`,
    );
    // The mail library reads it back as that one name and address.
    expect(addressparser(loadConfig({}).mailFrom)).toEqual([
      { name: site.name, address: "no-reply@localhost" },
    ]);
  });

  it("parses comma-separated address lists, trimming spaces and skipping empty entries", () => {
    const config = loadConfig({
      LEAD_NOTIFY_TO: " owner@example.com, estimator@example.com ,,",
      STAFF_EMAILS: "a@example.com,b@example.com,c@example.com",
    });
    expect(config.leadNotifyTo).toEqual(["owner@example.com", "estimator@example.com"]);
    expect(config.staffEmails).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
  });
});

describe("loadConfig refuses wrong values", () => {
  it.each([
    ["PORT", "abc", "expected a port number from 1 to 65535"],
    ["PORT", "70000", "expected a port number from 1 to 65535"],
    ["PORT", "0", "expected a port number from 1 to 65535"],
    ["PORT", "80.5", "expected a port number from 1 to 65535"],
    ["SITE_URL", "not a url", "expected an http(s) URL such as https://www.example.com"],
    ["SITE_URL", "ftp://x", "expected an http(s) URL such as https://www.example.com"],
    ["SMTP_URL", "http://x", "expected smtp://user:pass@host:port or smtps://…"],
    ["LEAD_NOTIFY_TO", "nope", "expected one or more email addresses, comma separated"],
    ["LEAD_NOTIFY_TO", "owner@example.com, nope", "expected one or more email addresses"],
    ["LEAD_NOTIFY_TO", " , ", "expected one or more email addresses, comma separated"],
    ["STAFF_EMAILS", "nope", "expected one or more email addresses, comma separated"],
    ["AUTH_SECRET", "too-short", "expected at least 32 characters"],
    ["MAIL_FROM", "x", 'expected a sender such as "Website <no-reply@example.com>"'],
    ["OUTBOX_RETRY_BASE_SECONDS", "0", "expected seconds before the first email retry"],
    ["OUTBOX_MAX_ATTEMPTS", "2.5", "expected a whole number of send attempts"],
    ["OUTBOX_LEASE_SECONDS", "0", "expected seconds from 1 to 3600"],
    ["OUTBOX_LEASE_SECONDS", "soon", "expected seconds from 1 to 3600"],
    ["QUOTE_RATE_LIMIT", "lots", "expected a whole number of requests per 10 minutes"],
    ["PHOTO_MB_PER_CLIENT_DAY", "0", "expected megabytes of photos per client per day"],
    ["PHOTO_MB_PER_DAY", "plenty", "expected megabytes of photos per day from everyone"],
    ["QUOTE_MIN_FILL_SECONDS", "-1", "expected seconds, e.g. 3"],
    ["TRUSTED_PROXIES", "10.0.0.0/99", '"10.0.0.0/99" is not an address or CIDR range'],
    ["TRUSTED_PROXIES", "loopback, proxy.example", '"proxy.example" is not an address'],
    ["OUTBOX_ALERT_MINUTES", "0", "expected minutes, e.g. 30"],
    ["DATABASE_URL", "mysql://db.internal/site", "expected postgres://user:password@host"],
    ["DATABASE_URL", "./data/site.db", "expected postgres://user:password@host"],
    ["LEAD_CHAT_WEBHOOK_URL", "hooks.slack.com/x", "expected an https URL of an incoming webhook"],
    [
      "LEAD_WEBHOOK_URLS",
      "https://ok.example/a, ftp://x.example",
      "expected one or more http(s) URLs",
    ],
    ["LEAD_WEBHOOK_SECRET", "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "expected whsec_"],
    ["LEAD_WEBHOOK_SECRET", "whsec_not*base64*at*all*but*long*enough", "expected whsec_"],
    ["URGENT_ESCALATE_MINUTES", "0", "expected minutes, e.g. 15"],
    ["CLIENT_ADDRESS_DAYS", "0", "expected whole days from 1 to 365"],
    ["CLIENT_ADDRESS_DAYS", "2.5", "expected whole days from 1 to 365"],
    ["LEAD_RETENTION_DAYS", "-1", "expected whole days"],
    ["LEAD_INTEGRATION_NAMES", "<script>", "expected the business tools' names"],
    ["STORM_SPC_URL", "ftp://spc.example/", "expected an http(s) URL of the SPC"],
    ["STORM_NCEI_URL", "not a url", "expected an http(s) URL of the NCEI"],
    ["LEAD_ESCALATE_TO", "owner", "expected one or more email addresses"],
    ["SOLAR_API_KEY", "key with spaces", "expected a Google Maps Platform API key"],
    ["SATELLITE_TIMEOUT_SECONDS", "0", "expected seconds above 0, at most 30"],
    ["GOOGLE_PLACE_ID", "https://g.page/r/abc", "expected the business's Google Place ID"],
    ["REVIEW_REQUEST_DAYS", "-1", "expected whole days from 0 (at once) to 60"],
    ["REVIEW_REMINDER_DAYS", "0", "expected whole days from 1 to 60"],
    ["SOLAR_API_URL", "solar.example/x", "expected the http(s) URL of buildingInsights"],
    ["GEOCODING_API_URL", "ftp://geo.example", "expected the http(s) URL of the Geocoding API"],
  ])("%s=%j names the variable and what is expected", (variable, value, expectation) => {
    const error = configError({ [variable]: value });
    expect(error.name).toBe("ConfigError");
    expect(error.message).toMatch(new RegExp(`^  ${variable}(\\.\\d+)?: `, "m"));
    expect(error.message).toContain(expectation);
  });

  it("requires AUTH_SECRET when DATABASE_URL is set, naming both", () => {
    const error = configError({ DATABASE_URL: "postgresql://site@db.internal/ridgeline" });
    expect(error.message).toMatch(
      /^ {2}AUTH_SECRET: expected at least 32 characters.*\(required when DATABASE_URL is set/m,
    );
    expect(
      loadConfig({
        DATABASE_URL: "postgresql://site@db.internal/ridgeline",
        AUTH_SECRET: "k".repeat(44),
      }).databaseUrl,
    ).toBe("postgresql://site@db.internal/ridgeline");
  });

  it("requires LEAD_WEBHOOK_SECRET when LEAD_WEBHOOK_URLS is set, so no event goes unsigned", () => {
    const error = configError({ LEAD_WEBHOOK_URLS: "https://crm.example.com/hooks/leads" });
    expect(error.message).toMatch(
      /^ {2}LEAD_WEBHOOK_SECRET: expected whsec_.*\(required when LEAD_WEBHOOK_URLS is set/m,
    );
  });

  it("requires STRIPE_WEBHOOK_SECRET with STRIPE_SECRET_KEY, so a paid deposit is recorded", () => {
    const error = configError({ STRIPE_SECRET_KEY: "sk_test_51AbCdEfGhIjKlMn" });
    expect(error.message).toMatch(
      /^ {2}STRIPE_WEBHOOK_SECRET: expected .*whsec_.*\(required when STRIPE_SECRET_KEY is set/m,
    );
    // A publishable key is no secret key.
    expect(configError({ STRIPE_SECRET_KEY: "pk_live_51AbCdEfGhIjKlMn" }).message).toMatch(
      /^ {2}STRIPE_SECRET_KEY: expected a Stripe secret or restricted key/m,
    );
  });

  it("lists every wrong variable at once, one line each", () => {
    const error = configError({
      PORT: "abc",
      SMTP_URL: "http://x",
      SITE_URL: "https://ok.example",
    });
    const lines = error.message.split("\n");
    expect(lines[0]).toBe("Invalid configuration:");
    expect(lines.slice(1)).toHaveLength(2);
    expect(error.message).toMatch(/^ {2}PORT: expected a port number/m);
    expect(error.message).toMatch(/^ {2}SMTP_URL: expected smtp:\/\//m);
    expect(error.message).not.toContain("SITE_URL");
  });
});
