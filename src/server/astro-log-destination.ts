import type { AstroLoggerDestination, AstroLoggerMessage } from "astro";
import { stripVTControlCharacters } from "node:util";
import { jsonLogger, type Logger } from "./log.ts";

const levelOf: Record<AstroLoggerMessage["level"], keyof Logger | null> = {
  debug: "info",
  info: "info",
  warn: "warn",
  error: "error",
  silent: null,
};

/**
 * Astro's own log destination (the `logger` option in astro.config.mjs): its messages,
 * such as the router's warning for a GET to an action, become lines of the server's JSON
 * log instead of coloured text. Astro loads this file by path, in the CLI and in the
 * built server alike, so it takes no settings and writes to stdout like log.ts.
 */
export default function astroLogDestination(): AstroLoggerDestination {
  const log = jsonLogger();
  return {
    write({ level, label, message }) {
      const method = levelOf[level];
      if (method === null) return;
      // Astro colours some messages for a terminal; a log line carries the text alone.
      log[method](`astro.${label ?? "log"}`, {
        message: stripVTControlCharacters(message).trimEnd(),
      });
    },
  };
}
