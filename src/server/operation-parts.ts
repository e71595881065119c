import type { Auth } from "./staff/auth.ts";
import type { PasswordGate } from "./staff/password-gate.ts";
import type { Clock } from "./clock.ts";
import type { ServerConfig } from "./config/config.ts";
import type { ErasedMessage } from "./privacy/erased-lead-repo.ts";
import type { Db } from "./tables.ts";
import type { Logger } from "./log.ts";
import type { RateLimiter } from "./spam/rate-limit.ts";

/**
 * What every operation of the runtime works with: its database, clock, settings and log,
 * the drains to wake once something is queued, and the guards shared by its requests.
 * The runtime builds this once; the operation groups (leads, inbox, staff, integrations)
 * close over it, so a page or an action names an operation and nothing it is made of.
 */
export interface OperationParts {
  db: Db;
  config: ServerConfig;
  log: Logger;
  clock: Clock;
  auth: Auth;
  passwordGate: PasswordGate;
  /** Counts quote requests and photo uploads per client, in the database */
  quoteLimiter: RateLimiter;
  /**
   * Wake a drain at once after its table got a row, rather than at its next poll, and the
   * review requests after a job is completed (its request may be due at once)
   */
  wake: { mail(): void; deliveries(): void; reviews(): void };
  /** Removes an erased lead's email copies the mail transport kept (the .eml files) */
  eraseMailCopies?: ((messages: readonly ErasedMessage[]) => void) | undefined;
}

/** The runtime's "now" as ISO text, as the tables store it. */
export const isoNow = (parts: Pick<OperationParts, "clock">) => parts.clock().toISOString();
