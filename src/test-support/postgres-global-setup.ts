// Vitest's global setup: one throwaway Postgres server for the whole run, so every
// database test also runs against a real Postgres (db-test-support.ts makes a database
// per test file in it). TEST_POSTGRES_URL names an existing server instead: a URL whose
// user may create databases.
import type { TestProject } from "vitest/node";
import { testEngines } from "./test-engines.ts";
import { startPostgresServer } from "./postgres-test-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test server's maintenance database, e.g. postgres://postgres@127.0.0.1:54017/postgres */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // A run on SQLite alone (TEST_ENGINES=sqlite) starts no server.
  if (!testEngines().includes("postgres")) {
    project.provide("postgresAdminUrl", "");
    return undefined;
  }
  const existing = process.env["TEST_POSTGRES_URL"];
  if (existing) {
    project.provide("postgresAdminUrl", existing);
    return undefined;
  }
  const server = await startPostgresServer();
  project.provide("postgresAdminUrl", server.adminUrl);
  return () => server.stop();
}
