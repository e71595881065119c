import {
  createDatabase,
  startPostgresServer,
  type PostgresServer,
} from "../../src/test-support/postgres-test-server.ts";
import { freePort } from "../../src/test-support/ports";
import { closePostgresPools } from "./postgres";
import { startMailbox, type TestMailbox } from "./smtp";

export interface PostgresBench {
  postgres: PostgresServer;
  /** A new database on that server, for the spec's site servers (DATABASE_URL) */
  databaseUrl: string;
  /** Where the sites' SMTP_URL points */
  mailbox: TestMailbox;
  smtpUrl: string;
  /** Closes pgQuery's pools, the mailbox and the server */
  stop(): Promise<void>;
}

/** A Postgres server with one database, and a mailbox, for a spec whose sites share them. */
export async function startPostgresBench(databaseName: string): Promise<PostgresBench> {
  const postgres = await startPostgresServer();
  const mailbox = await startMailbox(await freePort());
  return {
    postgres,
    databaseUrl: await createDatabase(postgres.adminUrl, databaseName),
    mailbox,
    smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
    async stop() {
      await closePostgresPools();
      await mailbox.stop();
      await postgres.stop();
    },
  };
}
