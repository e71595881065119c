import { join } from "node:path";
import type { ServerConfig } from "./config/config.ts";
import { createAuth, type Auth } from "./staff/auth.ts";
import { createPasswordGate, type PasswordGate } from "./staff/password-gate.ts";
import { resolveAuthSecret } from "./staff/secret.ts";
import { systemClock, type Clock } from "./clock.ts";
import { openSiteDatabase, type SiteDatabase } from "./site-database.ts";
import { type Db } from "./tables.ts";
import { databaseLocation } from "./db/location.ts";
import { startDeliveryDrain, type DeliveryDrain } from "./deliveries/delivery-drain.ts";
import { startEscalationWatch, type EscalationWatch } from "./inbox/escalation.ts";
import { jsonLogger, type Logger } from "./log.ts";
import { startOutboxDrain, type OutboxDrain } from "./mail/drain.ts";
import { fileTransport, smtpTransport, type MailTransport } from "./mail/transport.ts";
import type { OperationParts } from "./operation-parts.ts";
import {
  runtimeOperations,
  siteRuntimeOf,
  type RuntimeOperations,
  type SiteRuntime,
} from "./runtime-operations.ts";
import { quoteHardLimit } from "./leads/lead-operations.ts";
import { startPeriodicTask, type PeriodicTask } from "./periodic-task.ts";
import { RateLimiter } from "./spam/rate-limit.ts";

/**
 * The server's long-lived state, made once per process and handed to every request: by
 * main.ts through the adapter's `locals` (`locals.runtime`), or under `astro dev` by the
 * middleware's fallback (see request-runtime.ts). Nothing here is a module-level
 * singleton, so whoever creates a runtime owns it and closes it.
 *
 * Pages, actions and the middleware get `site` alone (its operation groups, `leads`,
 * `inbox`, `inspections`, …, and the log) and import nothing else from src/server but
 * types: each operation owns the database, the clock, the settings, waking the drains and
 * the password gate.
 */
export interface Runtime extends RuntimeOperations {
  /** What Astro's code gets as `locals.runtime`: the operation groups and the log alone */
  site: SiteRuntime;
  config: ServerConfig;
  /** The database every request uses: Postgres with DATABASE_URL, else SQLite in DATA_DIR */
  db: Db;
  database: SiteDatabase;
  log: Logger;
  /** Business time: when leads arrive, are contacted, when invitations expire */
  clock: Clock;
  drain: OutboxDrain;
  /** Sends chat alerts and webhook events, as `drain` sends email */
  deliveries: DeliveryDrain;
  /** Escalates emergency leads nobody contacted within URGENT_ESCALATE_MINUTES */
  escalation: EscalationWatch;
  transport: MailTransport;
  /** Staff sign-in (better-auth) on the same database */
  auth: Auth;
  /** At most two password hashes at a time, for this runtime's requests */
  passwordGate: PasswordGate;
  /** Runs `privacy.sweep()` every PRIVACY_SWEEP_MS on every instance */
  privacySweep: PeriodicTask;
  /** Runs `inspections.sendReminders()` every minute on every instance */
  inspectionReminders: PeriodicTask;
  /** Runs `reviews.sendDue()` every minute on every instance */
  reviewRequests: PeriodicTask;
  /** Runs `proposals.sweep()` every minute on every instance */
  proposalSweep: PeriodicTask;
}

/**
 * How often each instance erases what has come due. Hourly keeps every promise within the
 * hour, and each run only touches what is due, so instances sweeping together cost little.
 */
const PRIVACY_SWEEP_MS = 60 * 60 * 1000;

export interface RuntimeOptions {
  /** Where log lines go; JSON lines on stdout by default */
  log?: Logger;
  /** Business time; the system clock by default */
  clock?: Clock;
}

/**
 * Opens the database (migrating it), starts the outbox drain (so mail left over from a
 * crash goes out at once) and sets up sign-in and the quote limit. Each call makes a new
 * runtime: call it once per process and pass the result on.
 */
export async function createRuntime(
  config: ServerConfig,
  { log = jsonLogger(), clock = systemClock }: RuntimeOptions = {},
): Promise<Runtime> {
  const database = await openSiteDatabase({
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
    leaseMs: config.outboxLeaseMs,
  });
  // The review task starts once the operations exist; a job completed before then is
  // picked up by its first run.
  const reviewTask: { current?: PeriodicTask } = {};
  const wake = {
    mail: () => drain.wake(),
    deliveries: () => deliveries.wake(),
    reviews: () => reviewTask.current?.runSoon(),
  };
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
      clock,
      onQueued: () => {
        wake.mail();
        wake.deliveries();
      },
    },
  );
  const parts: OperationParts = {
    db,
    config,
    log,
    clock,
    auth,
    passwordGate: createPasswordGate(),
    // Counting one past the hard limit says all a quote's limits ask.
    quoteLimiter: new RateLimiter(
      db,
      "quote",
      10 * 60 * 1000,
      quoteHardLimit(config.quoteRateLimit) + 1,
    ),
    wake,
    eraseMailCopies: transport.eraseCopies?.bind(transport),
  };
  const operations = runtimeOperations(parts);
  const privacySweep = startPeriodicTask("privacy_sweep", PRIVACY_SWEEP_MS, log, async () => {
    await operations.privacy.sweep();
  });
  // Every minute: a reminder due at 9:00 goes out by 9:01 (a run reads two days of inspections).
  const inspectionReminders = startPeriodicTask("inspection_reminders", 60_000, log, () =>
    operations.inspections.sendReminders().then(() => undefined),
  );
  // Every minute, like the reminders: a request due at 10:00 goes out by 10:01.
  const reviewRequests = startPeriodicTask("review_requests", 60_000, log, () =>
    operations.reviews.sendDue().then(() => undefined),
  );
  reviewTask.current = reviewRequests;
  // Every minute: a proposal whose last day ended at midnight reads as expired by 00:01.
  const proposalSweep = startPeriodicTask("proposal_sweep", 60_000, log, () =>
    operations.proposals.sweep().then(() => undefined),
  );
  log.info("runtime.started", { engine: database.engine });
  return {
    site: siteRuntimeOf({ ...operations, log }),
    ...parts,
    database,
    drain,
    deliveries,
    escalation,
    transport,
    ...operations,
    privacySweep,
    inspectionReminders,
    reviewRequests,
    proposalSweep,
  };
}

/**
 * Stops the escalation watch and the privacy sweep, lets both drains finish what they are sending, then closes
 * the mail transport and the database.
 */
export async function closeRuntime(runtime: Runtime): Promise<void> {
  const tasks = [
    runtime.escalation,
    runtime.privacySweep,
    runtime.inspectionReminders,
    runtime.reviewRequests,
    runtime.proposalSweep,
  ];
  await Promise.all(tasks.map((task) => task.stop()));
  await Promise.all([runtime.drain.stop(), runtime.deliveries.stop()]);
  runtime.transport.close();
  await runtime.database.close();
}
