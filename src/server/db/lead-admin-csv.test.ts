// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvCell, leadsToCsv } from "./lead-admin-csv.ts";
import type { ExportedLead } from "./lead-admin-repo.ts";

const hostile: ExportedLead = {
  reference: "Q-ABCDEF",
  created_at: "2025-06-14T15:30:00.000Z",
  status: "new",
  urgent: 1,
  name: '=HYPERLINK("http://evil.example","Click")',
  phone: "+1 502 555 0199",
  email: "@SUM(A1:A9)@example.com",
  address: "-2+3",
  service_type: "emergency",
  message: 'line one\r\nline "two"',
  source_page: "/contact",
  attribution: '{"utm_source":"=cmd|\' /C calc\'!A0"}',
  consent_text: "I agree",
  spam_reason: null,
  photo_count: "2",
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
      '"Reference","Received","Status","Urgent","Name","Phone","Email","Address","Service","Details","Source page","Attribution","Consent","Spam reason","Photos"',
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

  it("keeps line breaks and quotes inside a quoted cell", () => {
    const csv = leadsToCsv([hostile]);
    expect(csv).toContain('"line one\r\nline ""two"""');
  });
});
