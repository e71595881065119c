import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeadFields } from "../components/admin/LeadFields";
import { testLead } from "../test-support/lead-test-support.ts";
import { leadCreatedEvent } from "../server/deliveries/lead-payloads.ts";
import { leadsToCsv } from "../server/inbox/leads-csv.ts";
import { composeNotification } from "../server/mail/compose.ts";
import { leadRecordFields, type LeadRecordTable } from "./lead-record.ts";
import { shownRows } from "./lead-views.ts";

/*
 * A field that exists only here, added to the lead model the way a new feature would add
 * one: every view of a lead must show it without being told about it.
 */
const withRoofAge = {
  ...leadRecordFields,
  roofAge: {
    column: "roof_age",
    label: "Roof age",
    kind: "text",
    empty: "Not given",
    shownIn: ["email", "page", "csv", "webhook"],
  },
} as const satisfies LeadRecordTable;

const lead = {
  ...testLead("Q-7K4P9M", { address: "4127 Bardstown Rd, Louisville, KY 40218" }),
  roofAge: "About 19 years",
};

describe("a field added to the lead model", () => {
  it("is a row of the office email, in the text and the HTML", () => {
    const email = composeNotification(lead, ["office@example.com"], "https://x.test", withRoofAge);
    expect(email.text.split("\n")).toContain("Roof age: About 19 years");
    expect(email.html).toContain('<th align="left" valign="top">Roof age</th>');
  });

  it("is a row of the lead page", () => {
    render(<LeadFields lead={lead} fields={withRoofAge} />);
    const term = screen.getByText("Roof age");
    expect(term.nextElementSibling?.textContent).toBe("About 19 years");
  });

  it("is a column of the CSV export", () => {
    const csv = leadsToCsv(
      [{ ...lead, id: 1, status: "new", firstContactedAt: null, photoCount: 0 }],
      withRoofAge,
    );
    const [header, row] = csv
      .slice(1)
      .split("\r\n")
      .map((line): string[] => line.match(/"(?:[^"]|"")*"/g) ?? []);
    const column = header!.indexOf('"Roof age"');
    expect(column).toBeGreaterThan(-1);
    expect(row![column]).toBe('"About 19 years"');
  });

  it("is in the webhook's lead.created data", () => {
    expect(leadCreatedEvent(lead, "https://x.test", withRoofAge).data).toMatchObject({
      roofAge: "About 19 years",
    });
  });

  it("shows its empty wording when left empty, in the views that show empty fields", () => {
    const rows = shownRows("page", { ...lead, roofAge: "" }, withRoofAge);
    expect(rows.find((row) => row.name === "roofAge")?.text).toBe("Not given");
  });
});

describe("the lead model's labels", () => {
  it("are the same in the email, the page and the CSV", () => {
    const email = composeNotification(lead, ["office@example.com"], "https://x.test");
    const csvHeader = leadsToCsv([]).slice(1).split("\r\n")[0]!;
    render(<LeadFields lead={lead} />);
    expect(email.text).toContain("Property address: 4127 Bardstown Rd");
    expect(screen.getByText("Property address")).toBeTruthy();
    expect(csvHeader).toContain('"Property address"');
  });
});

describe("a day field (a job's completion)", () => {
  const completed = { ...lead, jobCompletedOn: "2026-11-28" };

  it("reads as a date on the lead page and stays a plain day in the CSV", () => {
    expect(shownRows("page", completed)).toContainEqual(
      expect.objectContaining({ name: "jobCompletedOn", text: "Nov 28, 2026" }),
    );
    const exported = { ...completed, id: 1, status: "won", firstContactedAt: null, photoCount: 0 };
    // Every cell is quoted; a comma outside quotes separates cells.
    const [header, row] = leadsToCsv([exported])
      .slice(1)
      .split("\r\n")
      .map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    expect(row![header!.indexOf('"Job completed on"')]).toBe('"2026-11-28"');
  });

  it("is left out while the job is not done, and never in the office's first email", () => {
    expect(shownRows("page", lead).map((row) => row.name)).not.toContain("jobCompletedOn");
    expect(shownRows("email", completed).map((row) => row.name)).not.toContain("jobCompletedOn");
  });
});
