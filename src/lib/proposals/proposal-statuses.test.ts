import { describe, expect, it } from "vitest";
import {
  canMove,
  isEditable,
  isFinal,
  isProposalStatus,
  isSignable,
  proposalStatusLabel,
  proposalStatuses,
  proposalStatusTone,
} from "./proposal-statuses.ts";

/** Every move the table allows, written out by hand: any other pair must be refused. */
const allowed: Record<string, string[]> = {
  draft: ["sent", "cancelled"],
  sent: ["viewed", "accepted", "declined", "expired", "replaced", "cancelled"],
  viewed: ["accepted", "declined", "expired", "replaced", "cancelled"],
  accepted: ["cancelled"],
  declined: ["replaced"],
  expired: ["replaced"],
  replaced: [],
  cancelled: [],
};

const pairs = proposalStatuses.flatMap((from) => proposalStatuses.map((to) => [from, to] as const));

describe("the proposal statuses", () => {
  it("are the issue's eight, in order", () => {
    expect(proposalStatuses).toEqual(Object.keys(allowed));
  });

  it.each(pairs.filter(([from, to]) => allowed[from]!.includes(to)))(
    "allow %s → %s",
    (from, to) => {
      expect(canMove(from, to)).toBe(true);
    },
  );

  it.each(pairs.filter(([from, to]) => !allowed[from]!.includes(to)))(
    "refuse %s → %s",
    (from, to) => {
      expect(canMove(from, to)).toBe(false);
    },
  );

  it("refuse moves from or to a status the table does not know", () => {
    expect(canMove("archived", "sent")).toBe(false);
    expect(canMove("sent", "archived")).toBe(false);
    expect(canMove("toString", "sent")).toBe(false);
    expect(isProposalStatus("constructor")).toBe(false);
  });

  it("end at replaced and cancelled, and let a signed one still be cancelled", () => {
    expect(proposalStatuses.filter(isFinal)).toEqual(["replaced", "cancelled"]);
    expect(isFinal("accepted")).toBe(false);
    expect(isFinal("archived")).toBe(false);
  });

  it("are signed only once sent, and edited only as a draft", () => {
    expect(proposalStatuses.filter(isSignable)).toEqual(["sent", "viewed"]);
    expect(proposalStatuses.filter(isEditable)).toEqual(["draft"]);
  });

  it("are named for staff, a retired one as stored", () => {
    expect(proposalStatuses.map(proposalStatusLabel)).toEqual([
      "Draft",
      "Sent",
      "Viewed",
      "Accepted (signed)",
      "Declined",
      "Expired",
      "Replaced by a newer version",
      "Cancelled",
    ]);
    expect(proposalStatusLabel("archived")).toBe("Archived");
    expect(proposalStatusTone("archived")).toBe("bg-slate-200 text-slate-800");
  });
});
