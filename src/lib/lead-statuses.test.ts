// @vitest-environment node
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  countsAsContact,
  initialStatus,
  isWaiting,
  leadStatuses,
  leadStatusLabel,
  statusAfterCall,
  statusesWhere,
  statusOfCompletion,
  statusTone,
} from "./lead-statuses.ts";

describe("the status table", () => {
  it("starts a person's lead new and a flagged one as spam", () => {
    expect(initialStatus(null)).toBe("new");
    expect(initialStatus("too-fast")).toBe("spam");
  });

  it("says which statuses mean the customer was spoken to, and where 'called' moves a lead", () => {
    expect(leadStatuses.filter(countsAsContact)).toEqual([
      "contacted",
      "scheduled",
      "won",
      "completed",
    ]);
    expect(statusAfterCall).toBe("contacted");
    expect(isWaiting("new")).toBe(true);
    expect(isWaiting("lost")).toBe(false);
  });

  it("keeps escalating only waiting leads, and leaves spam out of the reports", () => {
    expect(statusesWhere((status) => !status.endsEscalation)).toEqual(["new"]);
    expect(statusesWhere((status) => !status.countedByReports)).toEqual(["spam"]);
  });

  it("records a job's completion with the status after Won", () => {
    expect(statusOfCompletion).toBe("completed");
    expect(leadStatuses.indexOf(statusOfCompletion)).toBe(leadStatuses.indexOf("won") + 1);
    expect(leadStatusLabel(statusOfCompletion)).toBe("Job completed");
  });

  it("names and colours a retired status without failing", () => {
    expect(leadStatusLabel("scheduled")).toBe("Scheduled");
    expect(leadStatusLabel("archived")).toBe("Archived");
    expect(statusTone("archived")).toBe("bg-slate-200 text-slate-800");
  });
});

/*
 * Every decision by status reads the table: no source file but the table spells a status
 * value as a string (comments, tests and test-only files aside).
 */
describe("status values in the code", () => {
  it("are spelt only in the status table", () => {
    const literal = new RegExp(`["'\`](?:${leadStatuses.join("|")})["'\`]`);
    const offenders = globSync("src/**/*.{ts,tsx,astro}")
      .filter((file) => !/\.test\.tsx?$|lead-statuses\.ts$|migrations\.ts$/.test(file))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
          .filter(({ line }) => literal.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line))
          .filter(({ line }) => !/\bid="/.test(line)),
      )
      .map(({ where, line }) => `${where} ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
