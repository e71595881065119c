import type { SpamReason } from "../../lib/spam-reasons.ts";

/** A person needs longer than this to fill in name, phone, email and a service. */
export const DEFAULT_MIN_FILL_MS = 3000;

export interface SpamSignals {
  honeypot: string | undefined;
  fillMs: number | undefined;
  overRateLimit: boolean;
  minFillMs?: number;
}

/**
 * Why a request looks automated, or null for a person. Requests without a fill time
 * (sent with JavaScript off) are not judged on speed: the honeypot and the rate limit
 * still apply.
 */
export function judgeSpam({
  honeypot,
  fillMs,
  overRateLimit,
  minFillMs = DEFAULT_MIN_FILL_MS,
}: SpamSignals): SpamReason | null {
  if (honeypot && honeypot.trim() !== "") return "honeypot";
  if (fillMs !== undefined && fillMs < minFillMs) return "too-fast";
  if (overRateLimit) return "rate-limit";
  return null;
}
