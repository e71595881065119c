// What broke a quote's text on main, and every text field it can break, for the tests on
// both engines and through the real server. Imported by tests only.
import { attributionKeys } from "../lib/attribution-keys.ts";
import { leadFieldNames } from "../lib/lead-model.ts";

/**
 * A NUL (a Postgres text column refuses it: the lead was lost with a 500), a line break
 * with a forged line after it (it reached the office email's text), a lone surrogate, and
 * 100 KB.
 */
export const hostileText = {
  NUL: "\u0000",
  "CR/LF": "\r\nReference: Q-FAKE99",
  "lone surrogate": "\ud800",
  "right-to-left override": "\u202Eelpmaxe",
  "100 KB": "x".repeat(100_000),
};

/** Every text field the quote form sends, the visitor's and the hidden ones. */
export const quoteTextFields = [
  ...leadFieldNames,
  "sourcePage",
  ...attributionKeys,
  "idempotencyKey",
  "website",
] as const;
