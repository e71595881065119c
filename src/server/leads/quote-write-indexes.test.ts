// @vitest-environment node
import { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../test-support/db-test-support.ts";
import { overdueUrgentLeadsQuery } from "../inbox/escalation-repo.ts";

// The escalation watch runs every minute; it must read a window of leads through an
// index, whichever the planner finds cheaper: its own partial one (lead-migrations.ts, 0010),
// which an ordinary lead never writes to, or the inbox's status index. Postgres picks its
// plan by table size, so only SQLite's, which follows the schema, says something here.
describe("the escalation watch's query on sqlite", () => {
  const database = useTestDatabase("sqlite");

  it("reads urgent, unescalated leads through an index, never the whole table", async () => {
    const compiled = overdueUrgentLeadsQuery(database.db, {
      statuses: ["new"],
      createdBy: "2026-11-24T12:00:00.000Z",
      createdAfter: "2026-11-23T12:00:00.000Z",
    }).compile();
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
    );
    expect(plan.rows.map((row) => row.detail)).toEqual([
      expect.stringMatching(
        /^SEARCH leads USING INDEX (leads_escalation_due|leads_status_created_at) \(.*created_at>\? AND created_at<\?\)$/,
      ),
    ]);
  });
});
