import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DecisionView } from "../../../lib/proposals/insurer-decision";
import { InsurerDecisionPanel } from "./InsurerDecisionPanel";

/* The staff panel says a window already over as over, not as a date still to act by. */

const view = (lastDay: string): DecisionView => ({
  recorded: null,
  key: "none",
  signingDay: "2026-11-02",
  today: "2026-11-29",
  windows: [{ citation: "KRS 367.620 to 367.628", lastDay }],
  deposit: { state: "payable", dollars: 1_650 },
});
const show = (lastDay: string) =>
  render(
    <InsurerDecisionPanel
      view={view(lastDay)}
      versionId={7}
      action="/_actions/admin.recordInsurerDecision"
      state={{ values: {}, errors: {} }}
    />,
  ).container.textContent ?? "";

describe("the insurer's decision panel", () => {
  it("says a window that ended before today ended", () => {
    const text = show("2026-11-10");
    expect(text).toContain("time to cancel ended at midnight at the end of");
    expect(text).not.toContain("may cancel until");
  });

  it("says a window still open, or ending today, by the day to act by", () => {
    for (const lastDay of ["2026-11-29", "2026-12-04"]) {
      const text = show(lastDay);
      expect(text).toContain("may cancel until midnight at the end of");
      expect(text).not.toContain("ended");
    }
  });
});
