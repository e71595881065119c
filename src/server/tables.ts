import type { Kysely } from "kysely";
import type { DeliveryTables } from "./deliveries/delivery-tables.ts";
import type { EstimateTables } from "./estimates/estimate-tables.ts";
import type { InboxTables } from "./inbox/inbox-tables.ts";
import type { InspectionTables } from "./inspections/inspection-tables.ts";
import type { LeadTables } from "./leads/lead-tables.ts";
import type { MailTables } from "./mail/outbox-tables.ts";
import type { PhotoTables } from "./photos/photo-tables.ts";
import type { PrivacyTables } from "./privacy/privacy-tables.ts";
import type { ProjectTables } from "./projects/project-tables.ts";
import type { DepositTables } from "./proposals/deposit-tables.ts";
import type { ProposalTables } from "./proposals/proposal-tables.ts";
import type { ReviewTables } from "./reviews/review-tables.ts";
import type { RateTables } from "./spam/rate-tables.ts";
import type { StaffTables } from "./staff/staff-tables.ts";
import type { StormTables } from "./storms/storm-tables.ts";

/**
 * Every table, as both engines store it: each feature declares its own (`<feature>/*-tables.ts`,
 * made by its `*-migrations.ts`), and the database is all of them. A new feature's tables
 * join here in one line.
 */
export interface DatabaseSchema
  extends
    LeadTables,
    MailTables,
    InboxTables,
    DeliveryTables,
    StaffTables,
    RateTables,
    PhotoTables,
    PrivacyTables,
    EstimateTables,
    InspectionTables,
    StormTables,
    ReviewTables,
    ProjectTables,
    ProposalTables,
    DepositTables {}

/** The database, or a transaction on it: every repository function takes either. */
export type Db = Kysely<DatabaseSchema>;
