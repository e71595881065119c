import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FaqAccordion } from "./FaqAccordion";

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

const detailsOf = (question: string) => screen.getByText(question).closest("details");

describe("FaqAccordion", () => {
  it("opens one answer at a time across groups", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion groups={groups} />);

    await user.click(screen.getByText("Do you offer free inspections?"));
    expect(detailsOf("Do you offer free inspections?")).toHaveAttribute("open");

    await user.click(screen.getByText("Do you offer financing?"));
    expect(detailsOf("Do you offer financing?")).toHaveAttribute("open");
    expect(detailsOf("Do you offer free inspections?")).not.toHaveAttribute("open");
  });

  it("closes the open answer when it is chosen again", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion groups={groups} />);
    await user.click(screen.getByText("Are you insured?"));
    await user.click(screen.getByText("Are you insured?"));
    expect(detailsOf("Are you insured?")).not.toHaveAttribute("open");
  });

  it("shows each group under its own heading", () => {
    render(<FaqAccordion groups={groups} />);
    expect(
      screen.getByRole("heading", { level: 2, name: "General Questions" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Cost & Financing" })).toBeInTheDocument();
  });
});
