import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeadFilters } from "./LeadFilters";
import { LeadTable, type LeadRow } from "./LeadTable";

const STORM = "Hail 1.75 in 2.6 mi NNW of ZIP 40291 on Nov 20, 2026";
const lead = (reference: string, storm: string): LeadRow => ({
  reference,
  createdAt: "2026-11-24T15:00:00.000Z",
  name: `Person ${reference}`,
  phone: "(502) 555-0199",
  email: "dana@example.com",
  serviceType: "repair",
  status: "new",
  urgent: false,
  storm,
});

describe("the inbox's storm badge and filter", () => {
  it("marks a lead with storm reports near it, and says what they are", () => {
    render(<LeadTable caption="Leads" leads={[lead("Q-AAAAA1", STORM), lead("Q-AAAAA2", "")]} />);
    const hit = screen.getByRole("row", { name: /Person Q-AAAAA1/ });
    expect(within(hit).getByText("Storm")).toHaveAttribute("title", STORM);
    expect(hit).toHaveTextContent(`Storm: ${STORM}`);
    expect(screen.getByRole("row", { name: /Person Q-AAAAA2/ })).not.toHaveTextContent("Storm");
  });

  it("offers the filter as a checkbox that keeps its state", () => {
    render(
      <LeadFilters
        statuses={[]}
        counts={{}}
        services={[]}
        values={{ storm: true }}
        exportHref="/admin/leads.csv?storm=1"
      />,
    );
    const box = screen.getByRole("checkbox", { name: "Storm reports nearby" });
    expect(box).toBeChecked();
    expect(box).toHaveAttribute("name", "storm");
  });
});
