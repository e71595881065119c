// Completed jobs and the review settings their tests run with. Imported by tests only.
import { tmpdir } from "node:os";
import { statusOfCompletion } from "../lib/lead-statuses.ts";
import { loadConfig } from "../server/config/config.ts";
import { insertLead } from "../server/leads/lead-repo.ts";
import { memoryLogger } from "../server/log.ts";
import type { OperationParts } from "../server/operation-parts.ts";
import { projectOperations } from "../server/projects/project-operations.ts";
import { reviewOperations } from "../server/reviews/review-operations.ts";
import type { ReviewSettings } from "../server/reviews/review-settings.ts";
import type { Db } from "../server/tables.ts";
import { testLead } from "./lead-test-support.ts";
import { HOMEOWNER_SECRET } from "./homeowner-test-support.ts";
import type { NewLead } from "../server/leads/lead-repo.ts";

/** A test's Place ID: the shape Google's are, belonging to no business. */
export const TEST_PLACE_ID = "ChIJtestPlaceForReviews01";

export const reviewSettings: ReviewSettings = {
  secret: "review-test-secret-review-test-secret",
  homeownerSecret: HOMEOWNER_SECRET,
  siteUrl: "https://www.example.com",
  googlePlaceId: TEST_PLACE_ID,
  requestDays: 2,
  reminderDays: 7,
  notifyTo: ["office@example.com"],
};

/** Stores a lead whose job was completed on `completedOn`; returns its id. */
export const insertCompletedJob = (
  db: Db,
  reference: string,
  completedOn: string,
  fields: Partial<NewLead> = {},
) =>
  insertLead(
    db,
    testLead(reference, { jobCompletedOn: completedOn, ...fields }),
    statusOfCompletion,
  );

/**
 * The review and project operations on a test database, as the runtime builds them, with a clock the
 * test moves and the environment it gives (GOOGLE_PLACE_ID, REVIEW_*).
 */
export function reviewOperationsOn(
  db: Db,
  clock: () => Date,
  environment: Record<string, string> = { GOOGLE_PLACE_ID: TEST_PLACE_ID },
) {
  const log = memoryLogger();
  const woken = { mail: 0 };
  const parts = {
    db,
    config: loadConfig({
      // Nothing is written there: AUTH_SECRET is given.
      DATA_DIR: tmpdir(),
      AUTH_SECRET: "reviews-test-auth-secret-0123456789abcdef",
      SITE_URL: "https://www.example.com",
      LEAD_NOTIFY_TO: "office@example.com",
      ...environment,
    }),
    log,
    clock,
    wake: { mail: () => void woken.mail++, deliveries: () => undefined, reviews: () => undefined },
  } as Pick<OperationParts, "db" | "config" | "log" | "clock" | "wake"> as OperationParts;
  return { reviews: reviewOperations(parts), projects: projectOperations(parts), log, woken };
}
