import { join } from "node:path";
import { loadConfig, type ServerConfig } from "./config.ts";
import { openDatabase, type Database, type Db } from "./db/database.ts";
import { databaseLocation } from "./db/location.ts";
import { startDeliveryDrain, type DeliveryDrain } from "./deliveries/delivery-drain.ts";
import { startEscalationWatch, type EscalationWatch } from "./inbox/escalation.ts";
import { submitLead, type SubmissionContext } from "./leads/submit-lead.ts";
import { clientKey } from "./http/client-key.ts";
import { jsonLogger, type Logger } from "./log.ts";
import { startOutboxDrain, type OutboxDrain } from "./mail/drain.ts";
import { fileTransport, smtpTransport, type MailTransport } from "./mail/transport.ts";
import { RateLimiter } from "./spam/rate-limit.ts";
import type { QuoteRequest } from "../lib/quote-schema.ts";

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
  submitQuote(request: QuoteRequest, context: SubmissionContext): ReturnType<typeof submitLead>;
}

/*
 * The server's long-lived state. The start script (plain Node) and the Astro bundle each
 * load this module, so the one instance is kept on globalThis: both then share a single
 * database connection (or pool) and a single outbox drain. What is kept is the promise,
 * so two first callers at once share one start-up.
 */
const RUNTIME_KEY = Symbol.for("ridgeline.runtime");
type Holder = { [RUNTIME_KEY]?: Promise<Runtime> };

/** Creates the runtime from a configuration already read; later calls return the same one. */
export function startRuntime(config: ServerConfig): Promise<Runtime> {
  const holder = globalThis as Holder;
  if (!holder[RUNTIME_KEY]) {
    const starting = createRuntime(config);
    holder[RUNTIME_KEY] = starting;
    // A start that failed (the database was unreachable) is tried again by the next caller.
    starting.catch(() => {
      if (holder[RUNTIME_KEY] === starting) delete holder[RUNTIME_KEY];
    });
  }
  return holder[RUNTIME_KEY];
}

/** The runtime; `astro dev` has no start script, so there the first call reads the configuration. */
export const getRuntime = (): Promise<Runtime> =>
  (globalThis as Holder)[RUNTIME_KEY] ?? startRuntime(loadConfig());

/** Lets the drain finish its current message, then closes the database. */
export async function closeRuntime(): Promise<void> {
  const holder = globalThis as Holder;
  const starting = holder[RUNTIME_KEY];
  if (!starting) return;
  delete holder[RUNTIME_KEY];
  const runtime = await starting;
  await runtime.escalation.stop();
  await Promise.all([runtime.drain.stop(), runtime.deliveries.stop()]);
  runtime.transport.close();
  await runtime.database.close();
}

async function createRuntime(config: ServerConfig): Promise<Runtime> {
  const log = jsonLogger();
  const database = await openDatabase({
    ...databaseLocation(config),
    onPoolError: (error) => log.warn("database.connection_lost", { error: error.message }),
  });
  const { db } = database;
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : fileTransport(join(config.dataDir, "mail"));
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
  return {
    config,
    db,
    database,
    log,
    drain,
    deliveries,
    escalation,
    transport,
    async submitQuote(request, context) {
      const result = await submitLead(
        {
          db,
          notifyTo: config.leadNotifyTo,
          siteUrl: config.siteUrl,
          deliveries: {
            chatUrl: config.leadChatWebhookUrl,
            webhookUrls: config.leadWebhookUrls,
            siteUrl: config.siteUrl,
          },
          countRequest: (address) => limiter.hit(clientKey(address)),
          softLimit: config.quoteRateLimit,
          hardLimit: config.quoteRateLimit * 4,
          minFillMs: config.quoteMinFillMs,
        },
        request,
        context,
      );
      drain.wake();
      deliveries.wake();
      return result;
    },
  };
}
