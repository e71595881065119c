/**
 * Text for a LIKE pattern, matched as typed: `\`, `%` and `_` escaped with a backslash,
 * which the query names with `ESCAPE '\'` (the same on SQLite and Postgres).
 */
export const escapeLike = (text: string) =>
  text.replace(/[\\%_]/g, (character) => `\\${character}`);
