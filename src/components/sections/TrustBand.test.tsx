import { render, screen, within } from "@testing-library/react";
import { readTrustFacts } from "../../lib/trust-facts";
import { trustFacts } from "../../test-support/trust-facts";
import { TrustBand } from "./TrustBand";

const all = readTrustFacts(trustFacts, new Date("2026-11-27T12:00:00Z"));

describe("TrustBand", () => {
  it("draws nothing when no fact is set: no heading, no empty label", () => {
    const { container } = render(<TrustBand facts={readTrustFacts({}, new Date())} year={2026} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows every fact with the link where it can be checked", () => {
    render(<TrustBand facts={all} year={2026} />);
    const band = screen.getByRole("region", { name: "Facts you can check" });
    expect(within(band).getByText("Since 2004")).toBeVisible();
    expect(within(band).getByText("22 years in business")).toBeVisible();

    expect(within(band).getByText("Home improvement contractor registration")).toBeVisible();
    expect(within(band).getByText("No. HIC-000123")).toBeVisible();
    expect(
      within(band).getByRole("link", { name: /Verify with Test City Codes Office/ }),
    ).toHaveAttribute("href", "https://licenses.example.com/lookup?number=HIC-000123");
    // A license without a lookup page is shown, with no link invented for it.
    expect(within(band).getByText("No. RC-9876")).toBeVisible();
    expect(within(band).queryByRole("link", { name: /Test State Licensing Board/ })).toBeNull();

    expect(within(band).getByText("General liability")).toBeVisible();
    expect(within(band).getByText(/Example Mutual Insurance/)).toHaveTextContent(
      "Example Mutual Insurance · $2,000,000 per occurrence",
    );

    expect(within(band).getByText("Example Shingles")).toBeVisible();
    expect(within(band).getByText("Preferred Contractor")).toBeVisible();
    expect(within(band).getByRole("link", { name: /Example Shingles directory/ })).toHaveAttribute(
      "href",
      "https://shingles.example.com/contractors/test-roofing",
    );
  });

  it("shows a rating with its source, count, profile link and the date it was read", () => {
    render(<TrustBand facts={all} year={2026} />);
    const band = screen.getByRole("region", { name: "Facts you can check" });
    expect(within(band).getByText("4.8")).toBeVisible();
    expect(within(band).getByText("Example Reviews · 126 reviews")).toBeVisible();
    const checked = within(band).getByText("November 2, 2026");
    expect(checked.tagName).toBe("TIME");
    expect(checked).toHaveAttribute("datetime", "2026-11-02");
    expect(
      within(band).getByRole("link", { name: /Read the reviews on Example Reviews/ }),
    ).toHaveAttribute("href", "https://reviews.example.com/biz/test-roofing");
  });

  it("marks every link as leaving the site", () => {
    render(<TrustBand facts={all} year={2026} />);
    for (const link of screen.getAllByRole("link")) {
      expect(link).toHaveAccessibleName(/\(on another site\)$/);
      expect(link).toHaveAttribute("rel", "noopener");
    }
  });
});
