import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FaqAccordion } from "./FaqAccordion";

/*
 * "One open at a time" is the browser's exclusive <details name>, which jsdom does not
 * implement: this checks the markup it relies on, and e2e/faqs.spec.ts the behaviour.
 */
const groups = [
  {
    id: "general",
    heading: "General Questions",
    items: [
      { question: "Do you offer free inspections?", answer: "Yes, always free." },
      { question: "Are you insured?", answer: "Licensed, bonded and insured." },
    ],
  },
  {
    id: "cost",
    heading: "Cost & Financing",
    items: [{ question: "Do you offer financing?", answer: "Yes, through lenders." }],
  },
];

describe("FaqAccordion", () => {
  it("puts every answer, across groups, in one exclusive accordion, all closed", () => {
    const { container } = render(<FaqAccordion groups={groups} />);
    const items = [...container.querySelectorAll("details")];
    expect(items).toHaveLength(3);
    expect(new Set(items.map((item) => item.getAttribute("name")))).toEqual(new Set(["faq"]));
    for (const item of items) expect(item).not.toHaveAttribute("open");
  });

  it("keeps each question as the summary of its answer", () => {
    render(<FaqAccordion groups={groups} />);
    const item = screen.getByText("Are you insured?").closest("details");
    expect(item?.querySelector("summary")).toHaveTextContent("Are you insured?");
    expect(item).toHaveTextContent("Licensed, bonded and insured.");
  });

  it("shows each group under its own heading", () => {
    render(<FaqAccordion groups={groups} />);
    expect(
      screen.getByRole("heading", { level: 2, name: "General Questions" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Cost & Financing" })).toBeInTheDocument();
  });
});
