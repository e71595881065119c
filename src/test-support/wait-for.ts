// Imported by tests only (unit and end-to-end).

/**
 * Polls `probe` until it gives a value (not undefined) and returns it; fails naming `what`
 * once `timeoutMs` has passed. For work a test cannot await: a drain sending in the
 * background, an email on its way. The timeout is a cap that ends a hung test, not a budget:
 * a loaded machine takes many times longer than a quiet one, so it is set far beyond either.
 */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  /** What was awaited, for the failure; a function to describe the state at that moment */
  what: string | (() => string),
  { timeoutMs = 30_000, everyMs = 25 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const described = typeof what === "string" ? what : what();
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${described}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
