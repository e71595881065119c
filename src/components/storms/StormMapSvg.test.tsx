import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StormMap } from "../../lib/storms/storm-views";
import { StormMapSvg } from "./StormMapSvg";

const eventMap: StormMap = {
  width: 400,
  height: 300,
  counties: [{ name: "Jefferson", path: "M0 0L10 0L10 10Z" }],
  reports: [{ x: 5, y: 5, r: 4, kind: "hail", label: "1.75 in hail" }],
};
const zipMap: StormMap = {
  ...eventMap,
  circle: { path: "M0 0A5 5 0 1 0 10 0", center: { x: 5, y: 5 }, label: "40205" },
};

describe("the storm map's legend", () => {
  it("names the dashed circle only where the map draws one (a ZIP's storm check)", () => {
    const { unmount } = render(<StormMapSvg map={zipMap} title="Map" description="Reports" />);
    expect(screen.getByText(/Dashed: 10 miles around the ZIP code's center\./)).toBeTruthy();
    unmount();
    render(<StormMapSvg map={eventMap} title="Map" description="Reports" />);
    expect(screen.getByText(/County lines from the U\.S\. Census Bureau/).textContent).not.toMatch(
      /Dashed/,
    );
  });
});
