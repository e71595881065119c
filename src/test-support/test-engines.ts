import type { Engine } from "../server/db/database.ts";

const allEngines: readonly Engine[] = ["sqlite", "postgres"];

/**
 * The engines a run tests: both, or those TEST_ENGINES names ("sqlite"). test:dates runs on
 * SQLite alone: no query reads the database's clock (the instants the dated features keep are
 * the server's, stored as ISO text), so the engines answer a date alike, and the ordinary run
 * covers Postgres.
 */
export function testEngines(env: NodeJS.ProcessEnv = process.env): readonly Engine[] {
  const named = env["TEST_ENGINES"];
  if (!named) return allEngines;
  const chosen = named.split(",").map((name) => name.trim());
  const unknown = chosen.filter((name) => !allEngines.includes(name as Engine));
  if (unknown.length > 0 || chosen.length === 0)
    throw new Error(`TEST_ENGINES: expected sqlite and/or postgres, got "${named}"`);
  return chosen as Engine[];
}
