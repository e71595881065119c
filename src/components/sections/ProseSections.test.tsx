import { render, screen, within } from "@testing-library/react";
import { ProseSections, splitFirstSentence } from "./ProseSections";

const steps = [
  "Make sure everyone is safe first. Stay away from downed power lines.",
  "Then report the loss to your insurance company or agent.",
];

describe("ProseSections", () => {
  it("keeps paragraphs as paragraphs by default", () => {
    render(<ProseSections sections={[{ heading: "Why", body: ["One. Two.", "Three."] }]} />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText("One. Two.").tagName).toBe("P");
  });

  it("numbers each paragraph as a step, its first sentence bold, every word kept", () => {
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
    // A one-sentence step is all first sentence.
    expect(within(items[1] as HTMLElement).getByText(steps[1] ?? "").tagName).toBe("STRONG");
  });

  it("sets the steps on a tinted card when asked", () => {
    const { container } = render(
      <ProseSections sections={[{ heading: "Now", body: steps, display: "steps-card" }]} />,
    );
    expect(container.querySelector(".bg-accent-50")).toContainElement(screen.getByRole("list"));
  });
});

describe("splitFirstSentence", () => {
  it("splits where the first sentence ends and keeps a single sentence whole", () => {
    expect(splitFirstSentence("Stay safe. Then call us.")).toEqual(["Stay safe.", "Then call us."]);
    expect(splitFirstSentence("Call LG&E, then us.")).toEqual(["Call LG&E, then us.", ""]);
  });
});
