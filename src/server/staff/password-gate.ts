import { APIError } from "better-auth/api";

/** Hashes at once: scrypt runs in libuv's pool of 4 threads, which file reads share. */
const MAX_AT_ONCE = 2;
/** Waiting beyond this many means a flood; the rest are turned away at once. */
const MAX_WAITING = 16;

export const BUSY_MESSAGE = "Sign-in is busy right now. Please try again in a few seconds.";

export interface PasswordGate {
  /**
   * Runs work that hashes a password (a sign-in, setting a password) once a slot is free.
   *
   * @example await gate.run(() => auth.api.signInEmail({ body, headers }))
   */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * A gate letting at most MAX_AT_ONCE password hashes run at a time. Every attempt costs a
 * full scrypt hash, even for an address with no account, so without it a burst of
 * sign-ins from many addresses fills the thread pool and stalls every page the server
 * sends. Past MAX_WAITING queued, `run` throws better-auth's APIError 503, which the
 * sign-in pages and routes already answer with. Each runtime makes its own (no module
 * state), so two runtimes in one process, as in tests, do not share slots.
 */
export function createPasswordGate(): PasswordGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(work) {
      if (running >= MAX_AT_ONCE) {
        if (waiting.length >= MAX_WAITING)
          throw new APIError("SERVICE_UNAVAILABLE", { code: "BUSY", message: BUSY_MESSAGE });
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running++;
      try {
        return await work();
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
  };
}
