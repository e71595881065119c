import { join } from "node:path";
import type { ServerConfig } from "./config.ts";
import { createAuth, type Auth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import { openDatabase, type Database, type Db } from "./db/database.ts";
import { databaseLocation } from "./db/location.ts";
import { startDeliveryDrain, type DeliveryDrain } from "./deliveries/delivery-drain.ts";
import { startEscalationWatch, type EscalationWatch } from "./inbox/escalation.ts";
import { submitLead, type SubmissionContext, type SubmitOutcome } from "./leads/submit-lead.ts";
import { clientKey } from "./http/client-key.ts";
import { jsonLogger, type Logger } from "./log.ts";
import { startOutboxDrain, type OutboxDrain } from "./mail/drain.ts";
import { fileTransport, smtpTransport, type MailTransport } from "./mail/transport.ts";
import { RateLimiter } from "./spam/rate-limit.ts";
import type { QuoteRequest } from "../lib/quote-schema.ts";

/**
 * The server's long-lived state, made once per process and handed to every request: by
 * main.ts through the adapter's `locals` (`locals.runtime`), or under `astro dev` by the
 * middleware's fallback (see dev-runtime.ts). Nothing here is a module-level singleton,
 * so whoever creates a runtime owns it and closes it.
 */
export interface Runtime {
  config: ServerConfig;
  /** The database every request uses: Postgres with DATABASE_URL, else SQLite in DATA_DIR */
  db: Db;
  database: Database;
  log: Logger;
  drain: OutboxDrain;
  /** Sends chat alerts and webhook events, as `drain` sends email */
  deliveries: DeliveryDrain;
  /** Escalates emergency leads nobody contacted within URGENT_ESCALATE_MINUTES */
  escalation: EscalationWatch;
  transport: MailTransport;
  /** Staff sign-in (better-auth) on the same database */
  auth: Auth;
  /**
   * Stores a validated quote request and wakes the drain. A refusal is a value, not a
   * thrown class: the caller may be Astro's bundle, which has its own copy of the classes.
   */
  submitQuote(request: QuoteRequest, context: SubmissionContext): Promise<SubmitOutcome>;
}

export interface RuntimeOptions {
  /** Where log lines go; JSON lines on stdout by default */
  log?: Logger;
}

/**
 * Opens the database (migrating it), starts the outbox drain (so mail left over from a
 * crash goes out at once) and sets up sign-in and the quote limit. Each call makes a new
 * runtime: call it once per process and pass the result on.
 */
export async function createRuntime(
  config: ServerConfig,
  { log = jsonLogger() }: RuntimeOptions = {},
): Promise<Runtime> {
  const database = await openDatabase({
    ...databaseLocation(config),
    onPoolError: (error) => log.warn("database.connection_lost", { error: error.message }),
  });
  const { db } = database;
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : fileTransport(join(config.dataDir, "mail"));
  let auth: Auth;
  try {
    auth = createAuth({
      db,
      siteUrl: config.siteUrl,
      secret: resolveAuthSecret(config.dataDir, config.authSecret),
      log,
      staffEmails: config.staffEmails,
    });
  } catch (error) {
    // An unreadable DATA_DIR/auth-secret: nothing else has started yet but these two.
    transport.close();
    await database.close();
    throw error;
  }
  const drain = startOutboxDrain(db, transport, log, {
    from: config.mailFrom,
    retryBaseMs: config.outboxRetryBaseMs,
    maxAttempts: config.outboxMaxAttempts,
    leaseMs: config.outboxLeaseMs,
  });
  const deliveries = startDeliveryDrain(db, log, {
    webhookSecret: config.leadWebhookSecret,
    retryBaseMs: config.outboxRetryBaseMs,
    maxAttempts: config.outboxMaxAttempts,
  });
  const escalation = startEscalationWatch(
    db,
    log,
    {
      limitMs: config.urgentEscalateMs,
      escalateTo: config.leadEscalateTo,
      chatUrl: config.leadChatWebhookUrl,
      siteUrl: config.siteUrl,
    },
    {
      onQueued: () => {
        drain.wake();
        deliveries.wake();
      },
    },
  );
  const limiter = new RateLimiter(db, "quote", 10 * 60 * 1000);
  log.info("runtime.started", { engine: database.engine });
  return {
    config,
    db,
    database,
    log,
    drain,
    deliveries,
    escalation,
    transport,
    auth,
    async submitQuote(request, context) {
      const outcome = await submitLead(
        {
          db,
          notifyTo: config.leadNotifyTo,
          siteUrl: config.siteUrl,
          deliveries: {
            chatUrl: config.leadChatWebhookUrl,
            webhookUrls: config.leadWebhookUrls,
            siteUrl: config.siteUrl,
          },
          countRequest: (address, trx) => limiter.hit(clientKey(address), Date.now(), trx),
          softLimit: config.quoteRateLimit,
          hardLimit: config.quoteRateLimit * 4,
          minFillMs: config.quoteMinFillMs,
        },
        request,
        context,
      );
      if (outcome.ok) {
        drain.wake();
        deliveries.wake();
      }
      return outcome;
    },
  };
}

/**
 * Stops the escalation watch, lets both drains finish what they are sending, then closes
 * the mail transport and the database.
 */
export async function closeRuntime(runtime: Runtime): Promise<void> {
  await runtime.escalation.stop();
  await Promise.all([runtime.drain.stop(), runtime.deliveries.stop()]);
  runtime.transport.close();
  await runtime.database.close();
}
