// @vitest-environment node
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { useLeadStore } from "../../test-support/lead-test-support.ts";
import { csvCell, exportLeadsCsv, leadsToCsv } from "./leads-csv.ts";
import type { ExportedLead } from "./lead-admin-repo.ts";

const hostile: ExportedLead = {
  id: 1,
  reference: "Q-ABCDEF",
  createdAt: "2025-06-14T15:30:00.000Z",
  status: "new",
  urgent: true,
  name: '=HYPERLINK("http://evil.example","Click")',
  phone: "+1 502 555 0199",
  email: "@SUM(A1:A9)@example.com",
  address: "-2+3",
  storm: "",
  serviceType: "emergency",
  message: 'line one\r\nline "two"',
  sourcePage: "/contact",
  attribution: { utm_source: "=cmd|' /C calc'!A0" },
  estimate: null,
  consentText: "I agree",
  spamReason: null,
  clientAddress: "203.0.113.7",
  idempotencyKey: null,
  fingerprint: "f",
  inspectionAt: null,
  jobCompletedOn: null,
  firstContactedAt: null,
  photoCount: 2,
};

describe("csvCell", () => {
  it.each([
    ["=1+1", `"'=1+1"`],
    ["+1 502", `"'+1 502"`],
    ["-5", `"'-5"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1", `"'\t=1"`],
    ["plain", `"plain"`],
    ['say "hi"', `"say ""hi"""`],
    [null, `""`],
    [3, `"3"`],
  ])("%j → %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("leadsToCsv", () => {
  it("neutralises every cell a spreadsheet would run as a formula", () => {
    const csv = leadsToCsv([hostile]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const row = csv.slice(csv.indexOf("\r\n") + 2);
    expect(csv.slice(1, csv.indexOf("\r\n"))).toBe(
      '"Reference","Received","Urgent","Name","Phone","Email","Service","Property address","Storm reports","Details","Source page","Attribution","Instant estimate","Consent given","Spam reason","Inspection booked for","Job completed on","Status","First contact","Response minutes","Photos"',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(`"'+1 502 555 0199"`);
    expect(row).toContain(`"'@SUM(A1:A9)@example.com"`);
    expect(row).toContain(`"'-2+3"`);
    expect(row).toContain(`"utm_source==cmd|' /C calc'!A0"`);
    expect(row.trimEnd().endsWith(`,"","2"`)).toBe(true);
    // Every cell is quoted, so no cell starts with a formula character.
    expect(csv).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it("has the first contact time and the minutes it took, empty until contacted, then the photo count", () => {
    const contacted = leadsToCsv([{ ...hostile, firstContactedAt: "2025-06-14T15:42:20.000Z" }]);
    expect(contacted.trimEnd().endsWith(`,"2025-06-14T15:42:20.000Z","12","2"`)).toBe(true);
    expect(leadsToCsv([hostile]).trimEnd().endsWith(`,"","","2"`)).toBe(true);
  });

  it("keeps line breaks and quotes inside a quoted cell", () => {
    const csv = leadsToCsv([hostile]);
    expect(csv).toContain('"line one\r\nline ""two"""');
  });
});

describe.each(engines)("exportLeadsCsv on %s", (engine) => {
  const database = useTestDatabase(engine);
  const lead = useLeadStore();

  it("exports every lead the filter matches, newest first, named for the day", async () => {
    const { db } = database;
    await lead(db, { name: "Dana Whitfield", attribution: { utm_source: "google" } });
    await lead(db, { name: "Sam Ortiz", serviceType: "inspection" });
    await lead(db, { name: "Lee Park" });
    const csv = await exportLeadsCsv(db, { service: "repair" }, new Date("2025-06-14T23:59:00Z"));
    expect(csv.filename).toBe("leads-2025-06-14.csv");
    const rows = csv.body.slice(1).trimEnd().split("\r\n");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^"Q-AAAAA3",.*"Lee Park"/);
    expect(rows[2]).toMatch(/^"Q-AAAAA1",.*"Dana Whitfield".*"utm_source=google"/);
  });
});
