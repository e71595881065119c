// Imported by tests only.

/**
 * Polls `probe` until it gives a value (not undefined) and returns it; fails naming `what`
 * after five seconds. For work a test cannot await: a drain sending in the background.
 */
export async function waitFor<T>(probe: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
