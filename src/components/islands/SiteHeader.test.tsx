import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./SiteHeader";

const items = [
  { label: "Home", href: "/", activePrefix: "/" },
  {
    label: "Residential",
    href: "/residential",
    activePrefix: "/residential",
    children: [{ label: "Siding", href: "/residential/siding" }],
  },
  {
    label: "Commercial",
    href: "/commercial",
    activePrefix: "/commercial",
    children: [{ label: "Roof Repair", href: "/commercial/roof-repair" }],
  },
];

function renderHeader(currentPath = "/") {
  return render(
    <SiteHeader
      items={items}
      currentPath={currentPath}
      businessName="Test Roofing Co"
      phone={{ display: "(502) 555-0100", e164: "+15025550100" }}
      email="office@example.com"
      serviceAreaText="Serving Louisville Metro & Southern Indiana"
    />,
  );
}

/** jsdom renders both the desktop and the mobile list; the desktop one comes first. */
const desktopMenu = (label: string) =>
  screen.getAllByText(label, { selector: "summary" })[0]!.closest("details")!;

describe("SiteHeader", () => {
  it("links the phone and email in the top bar", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: /\(502\) 555-0100/ })).toHaveAttribute(
      "href",
      "tel:+15025550100",
    );
    expect(screen.getByRole("link", { name: /office@example\.com/ })).toHaveAttribute(
      "href",
      "mailto:office@example.com",
    );
    expect(screen.getByText("Serving Louisville Metro & Southern Indiana")).toBeInTheDocument();
  });

  it("keeps only one dropdown open and toggles on the parent", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(desktopMenu("Residential").querySelector("summary")!);
    expect(desktopMenu("Residential")).toHaveAttribute("open");
    await user.click(desktopMenu("Commercial").querySelector("summary")!);
    expect(desktopMenu("Commercial")).toHaveAttribute("open");
    expect(desktopMenu("Residential")).not.toHaveAttribute("open");
    await user.click(desktopMenu("Commercial").querySelector("summary")!);
    expect(desktopMenu("Commercial")).not.toHaveAttribute("open");
  });

  it("closes the dropdown on a click outside the header and on Escape", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(desktopMenu("Residential").querySelector("summary")!);
    await user.click(document.body);
    expect(desktopMenu("Residential")).not.toHaveAttribute("open");

    await user.click(desktopMenu("Residential").querySelector("summary")!);
    await user.keyboard("{Escape}");
    expect(desktopMenu("Residential")).not.toHaveAttribute("open");
  });

  it("turns solid once the page is scrolled past 20 px", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-scrolled", "false");
    act(() => {
      window.scrollY = 21;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute("data-scrolled", "true");
    act(() => {
      window.scrollY = 20;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute("data-scrolled", "false");
  });

  it("highlights the section of the current page", () => {
    renderHeader("/residential/siding");
    expect(desktopMenu("Residential").querySelector("summary")).toHaveClass("text-accent-700");
    expect(desktopMenu("Commercial").querySelector("summary")).not.toHaveClass("text-accent-700");
  });
});
