import type { Migrations } from "./db/database.ts";
import { BASELINE_MIGRATION, markLegacySchemaComplete } from "./db/legacy-sqlite-migrations.ts";
import { migrationOf } from "./db/migration-steps.ts";
import { createDeliveryTables } from "./deliveries/delivery-migrations.ts";
import { priceBookMigration } from "./estimates/estimate-migrations.ts";
import { createLeadEvents, responseTimes } from "./inbox/inbox-migrations.ts";
import { inspectionBooking, inspectionContactKeys } from "./inspections/inspection-migrations.ts";
import { createLeads, jobCompletion, quoteWriteIndexes } from "./leads/lead-migrations.ts";
import {
  createOutbox,
  createOutboxAttachments,
  inspectionEmails,
  mailPriority,
  proposalMail,
  receiptRecipientIndex,
  reviewEmails,
} from "./mail/outbox-migrations.ts";
import { createPhotoTables } from "./photos/photo-migrations.ts";
import { createErasedLeads } from "./privacy/privacy-migrations.ts";
import { createProjectTables } from "./projects/project-migrations.ts";
import { accessCodeMail } from "./proposals/access-code-migrations.ts";
import { createDepositTables } from "./proposals/deposit-migrations.ts";
import { cosignedDocument } from "./proposals/cosign-migrations.ts";
import { createProposalTables, proposalWording } from "./proposals/proposal-migrations.ts";
import { createReviewTables } from "./reviews/review-migrations.ts";
import { createRateTables } from "./spam/rate-migrations.ts";
import { createStaffAccounts, createStaffInvitations } from "./staff/staff-migrations.ts";
import { stormReports } from "./storms/storm-migrations.ts";

/*
 * Every schema change, each written by the feature whose tables it makes
 * (`<feature>/*-migrations.ts`, the same code for SQLite and Postgres), listed here under
 * the name it shipped with. Kysely's migrator runs the ones a database has not run, in name
 * order, and records them in its kysely_migration table. Never edit or rename a shipped
 * migration: add the next number at the end.
 */
export const migrations: Migrations = {
  [BASELINE_MIGRATION]: migrationOf(
    createLeads,
    createOutbox,
    createStaffAccounts,
    createLeadEvents,
    createStaffInvitations,
    markLegacySchemaComplete,
  ),
  "0002_shared_limits": migrationOf(createRateTables),
  "0003_lead_photos": migrationOf(createPhotoTables, createOutboxAttachments),
  "0004_speed_to_lead": migrationOf(responseTimes, createDeliveryTables),
  "0005_receipt_recipient_index": migrationOf(receiptRecipientIndex),
  "0006_h25_lead_erasures": migrationOf(createErasedLeads),
  "0007_price_book": priceBookMigration,
  "0008_inspection_booking": inspectionBooking,
  "0009_storm_reports": stormReports,
  "0010_quote_write_indexes": quoteWriteIndexes,
  "0011_inspection_emails": migrationOf(inspectionEmails),
  "0012_inspection_contact_keys": migrationOf(inspectionContactKeys),
  "0013_mail_priority": migrationOf(mailPriority),
  "0014_job_completion": migrationOf(jobCompletion),
  "0015_review_requests": migrationOf(reviewEmails, createReviewTables),
  "0016_projects": migrationOf(createProjectTables),
  "0017_proposals": migrationOf(createProposalTables),
  "0018_proposal_mail": migrationOf(proposalMail),
  "0019_proposal_deposits": migrationOf(createDepositTables),
  "0020_proposal_wording": migrationOf(proposalWording),
  "0021_proposal_cosigned_document": migrationOf(cosignedDocument),
  "0022_access_code_mail": migrationOf(accessCodeMail),
};
