export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

/**
 * One JSON object per line on stdout, easy for journald or a log shipper to parse.
 * Callers pass references and ids only, never a visitor's name, phone or email.
 */
export function jsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(line + "\n"),
): Logger {
  const emit =
    (level: string) =>
    (event: string, fields: Record<string, unknown> = {}) =>
      write(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
  return { info: emit("info"), warn: emit("warn"), error: emit("error") };
}

/** A logger for tests that keeps lines in memory. */
export function memoryLogger(): Logger & { lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    ...jsonLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
  };
}
