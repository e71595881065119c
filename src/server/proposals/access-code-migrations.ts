import type { MigrationStep } from "../db/migration-steps.ts";

/* The access code's migrations after the table itself (proposal-migrations.ts made it). */

/**
 * 0022_access_code_mail: a code knows the email that carries it, so the page can say whether
 * it went out, is on its way or could not be sent yet, rather than "we emailed a code" while
 * the mail server refuses it. No foreign key: the outbox's rows may be removed on their own
 * schedule, and a code whose email is gone reads as not known.
 */
export const accessCodeMail: MigrationStep = async (db) => {
  await db.schema.alterTable("proposal_access_codes").addColumn("outbox_id", "integer").execute();
};
