import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./SiteHeader";

/*
 * The header has no state: the browser opens its popovers and <details>. jsdom implements
 * neither, so these tests check the wiring the browser relies on; the behaviour itself
 * (one open, click outside, Escape, focus) is in e2e/header.*.spec.ts, with and without
 * JavaScript.
 */
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

/** The popover a button opens, as the browser finds it: by the id in `popovertarget`. */
function popoverOf(button: HTMLElement) {
  const id = button.getAttribute("popovertarget");
  return id ? document.getElementById(id) : null;
}

const desktopToggle = (label: string) =>
  within(document.querySelector("nav:not([popover])")!).getByRole("button", { name: label });

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

  it("gives each desktop parent a button that opens its own auto popover of links", () => {
    renderHeader();
    const residential = popoverOf(desktopToggle("Residential"));
    const commercial = popoverOf(desktopToggle("Commercial"));
    expect(residential).toHaveAttribute("popover", "auto");
    expect(commercial).toHaveAttribute("popover", "auto");
    expect(residential).not.toBe(commercial);
    // A closed popover is hidden, so its links are found with `hidden: true`.
    expect(
      within(residential!).getByRole("link", { name: "Siding", hidden: true }),
    ).toHaveAttribute("href", "/residential/siding");
    expect(
      within(residential!).getByRole("link", { name: "All Residential Services", hidden: true }),
    ).toHaveAttribute("href", "/residential");
    expect(desktopToggle("Residential")).toHaveAttribute("type", "button");
  });

  it("opens the mobile menu as a popover whose sections form one accordion", () => {
    renderHeader();
    const toggle = document.querySelector<HTMLElement>("[data-mobile-toggle]")!;
    expect(toggle).toHaveAccessibleName("Menu");
    const panel = popoverOf(toggle);
    expect(panel).toHaveAttribute("popover", "auto");
    expect(panel).toHaveAttribute("aria-label", "Main");
    const sections = [...panel!.querySelectorAll("details")];
    expect(sections.map((section) => section.querySelector("summary")?.textContent)).toEqual([
      "Residential",
      "Commercial",
    ]);
    expect(new Set(sections.map((section) => section.getAttribute("name"))).size).toBe(1);
    expect(sections[0]).toHaveAttribute("name");
  });

  it("marks the section and the page being built as current", () => {
    renderHeader("/residential/siding");
    expect(desktopToggle("Residential")).toHaveClass("text-accent-700");
    expect(desktopToggle("Commercial")).not.toHaveClass("text-accent-700");
    const siding = within(popoverOf(desktopToggle("Residential"))!).getByRole("link", {
      name: "Siding",
      hidden: true,
    });
    expect(siding).toHaveAttribute("aria-current", "page");
  });

  it("leaves the solid bar after 20 px to CSS, a scroll-driven animation of .header-bar", () => {
    const { container } = renderHeader();
    expect(container.querySelector("header > div:nth-child(2)")).toHaveClass("header-bar");
  });
});
