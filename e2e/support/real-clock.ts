/**
 * The environment without libfaketime, which `npm run test:dates` preloads into the whole
 * process tree. What runs on it keeps the real clock: the proxies (under libfaketime nginx's
 * timers misfired, answering 504 within 10 s of a request its 60 s proxy_read_timeout
 * allowed) and Chromium (about twice as slow under it). Neither reads a date the tests
 * depend on: the servers behind them keep the instant.
 */
export function realClockEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== "LD_PRELOAD" && !name.startsWith("FAKETIME")),
  );
}
