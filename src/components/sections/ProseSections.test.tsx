import { render, screen, within } from "@testing-library/react";
import { firstClause, ProseSections } from "./ProseSections";

const steps = [
  "Make sure everyone is safe first. Stay away from downed power lines.",
  "Then report the loss to your insurance company or agent, and write down the claim number.",
];

describe("ProseSections", () => {
  it("keeps paragraphs as paragraphs by default", () => {
    render(<ProseSections sections={[{ heading: "Why", body: ["One. Two.", "Three."] }]} />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText("One. Two.").tagName).toBe("P");
  });

  it("numbers each paragraph as a step, its first clause bold, every word kept", () => {
    render(
      <ProseSections
        sections={[
          { heading: "First 24 hours", lead: "It goes quickly.", body: steps, display: "steps" },
        ]}
      />,
    );
    expect(screen.getByText("It goes quickly.")).toBeVisible();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(`1${steps[0]}`);
    expect(items[1]).toHaveTextContent(`2${steps[1]}`);
    expect(
      within(items[0] as HTMLElement).getByText("Make sure everyone is safe first.").tagName,
    ).toBe("STRONG");
    // A one-sentence step is bold only up to its first comma, not as a whole.
    const bold = (items[1] as HTMLElement).querySelector("strong");
    expect(bold).toHaveTextContent(/^Then report the loss to your insurance company or agent$/);
  });

  it("sets the steps on a tinted card when asked", () => {
    const { container } = render(
      <ProseSections sections={[{ heading: "Now", body: steps, display: "steps-card" }]} />,
    );
    expect(container.querySelector(".bg-accent-50")).toContainElement(screen.getByRole("list"));
  });
});

describe("firstClause", () => {
  it("ends a clause at a sentence's end, keeping the full stop", () => {
    expect(firstClause("Stay safe. Then call us.")).toEqual(["Stay safe.", " Then call us."]);
    expect(firstClause("Call LG&E, then us.")).toEqual(["Call LG&E, then us.", ""]);
  });

  it("ends it at the first comma, semicolon or colon, leaving the mark with the rest", () => {
    expect(firstClause("Materials arrive a day early, and we cover the shrubs.")).toEqual([
      "Materials arrive a day early",
      ", and we cover the shrubs.",
    ]);
    expect(firstClause("Keep the tarping invoice; it is part of the claim.")).toEqual([
      "Keep the tarping invoice",
      "; it is part of the claim.",
    ]);
  });

  it("runs a lead-in of up to three words on to the next break", () => {
    expect(firstClause("Next, prevent further damage. Then call.")).toEqual([
      "Next, prevent further damage.",
      " Then call.",
    ]);
    expect(
      firstClause("At the end, a manager walks the job with you, and you get photos."),
    ).toEqual(["At the end, a manager walks the job with you", ", and you get photos."]);
  });

  it("keeps a step without a break whole, and a decimal is not a break", () => {
    expect(firstClause("Allow 1.5 days")).toEqual(["Allow 1.5 days", ""]);
  });
});
