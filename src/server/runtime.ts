import { join } from "node:path";
import { loadConfig, type ServerConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/connection.ts";
import { databasePathIn } from "./db/location.ts";
import { submitLead, type SubmissionContext } from "./leads/submit-lead.ts";
import { clientKey } from "./http/client-key.ts";
import { jsonLogger, type Logger } from "./log.ts";
import { startOutboxDrain, type OutboxDrain } from "./mail/drain.ts";
import { fileTransport, smtpTransport, type MailTransport } from "./mail/transport.ts";
import { RateLimiter } from "./spam/rate-limit.ts";
import type { QuoteRequest } from "../lib/quote-schema.ts";

export interface Runtime {
  config: ServerConfig;
  db: Database;
  log: Logger;
  drain: OutboxDrain;
  transport: MailTransport;
  submitQuote(request: QuoteRequest, context: SubmissionContext): ReturnType<typeof submitLead>;
}

/*
 * The server's long-lived state. The start script (plain Node) and the Astro bundle each
 * load this module, so the one instance is kept on globalThis: both then share a single
 * database connection and a single outbox drain.
 */
const RUNTIME_KEY = Symbol.for("ridgeline.runtime");
type Holder = { [RUNTIME_KEY]?: Runtime };

/** Creates the runtime from a configuration already read; later calls return the same one. */
export function startRuntime(config: ServerConfig): Runtime {
  const holder = globalThis as Holder;
  holder[RUNTIME_KEY] ??= createRuntime(config);
  return holder[RUNTIME_KEY];
}

/** The runtime; `astro dev` has no start script, so there the first call reads the configuration. */
export const getRuntime = (): Runtime =>
  (globalThis as Holder)[RUNTIME_KEY] ?? startRuntime(loadConfig());

/** Lets the drain finish its current message, then closes the database. */
export async function closeRuntime(): Promise<void> {
  const holder = globalThis as Holder;
  const runtime = holder[RUNTIME_KEY];
  if (!runtime) return;
  delete holder[RUNTIME_KEY];
  await runtime.drain.stop();
  runtime.transport.close();
  runtime.db.close();
}

function createRuntime(config: ServerConfig): Runtime {
  const log = jsonLogger();
  const db = openDatabase(databasePathIn(config.dataDir));
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : fileTransport(join(config.dataDir, "mail"));
  const drain = startOutboxDrain(db, transport, log, {
    from: config.mailFrom,
    retryBaseMs: config.outboxRetryBaseMs,
    maxAttempts: config.outboxMaxAttempts,
  });
  const limiter = new RateLimiter(10 * 60 * 1000);
  return {
    config,
    db,
    log,
    drain,
    transport,
    submitQuote(request, context) {
      const result = submitLead(
        {
          db,
          notifyTo: config.leadNotifyTo,
          siteUrl: config.siteUrl,
          countRequest: (address) => limiter.hit(clientKey(address)),
          softLimit: config.quoteRateLimit,
          hardLimit: config.quoteRateLimit * 4,
          minFillMs: config.quoteMinFillMs,
        },
        request,
        context,
      );
      drain.wake();
      return result;
    },
  };
}
