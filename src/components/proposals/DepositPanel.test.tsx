import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DepositPanel, type DepositPanelState } from "./DepositPanel";

/* The deposit's panel on the signed page, in each state the server reports. */

const ACTION = "/proposal/AOf_55oBPBzKKvZ0BW15r5Zya65Bu1TnHMLvx3gsno4/deposit";
const due: DepositPanelState = {
  kind: "due",
  dollars: 1_650,
  checkoutOrigin: "https://checkout.stripe.com",
};
const show = (deposit: DepositPanelState, returned: "paid" | "cancelled" | null = null) =>
  render(<DepositPanel deposit={deposit} action={ACTION} returned={returned} />);

describe("the deposit's panel", () => {
  it("offers a plain form post, with no field, when the deposit can be paid online", () => {
    show(due);
    const button = screen.getByRole("button", { name: "Pay the Deposit" });
    const form = button.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", ACTION);
    expect(form.querySelectorAll("input, select, textarea")).toHaveLength(0);
    expect(screen.getByText(/pay your deposit of \$1,650 now/)).toBeInTheDocument();
  });

  it("waits for Stripe's word after paying instead of offering a second payment", () => {
    show(due, "paid");
    expect(screen.getByRole("status")).toHaveTextContent("Stripe is confirming your payment");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says the deposit was not paid when the homeowner came back without paying", () => {
    show(due, "cancelled");
    expect(screen.getByRole("status")).toHaveTextContent("Your deposit was not paid.");
    expect(screen.getByRole("button", { name: "Pay the Deposit" })).toBeInTheDocument();
  });

  it("says how the office collects it without a payment provider", () => {
    show({ ...due, checkoutOrigin: null });
    expect(screen.getByText(/We do not take the deposit on this page/)).toHaveTextContent(
      "To arrange paying your deposit of $1,650, call our office",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("names the day a Kentucky insurance hold ends, or why it waits, and offers no button", () => {
    const { unmount } = show({ kind: "held", dollars: 1_650, until: "2026-12-15T05:00:00.000Z" });
    expect(screen.getByText(/KRS 367\.626/)).toHaveTextContent("here from December 15, 2026.");
    expect(screen.queryByRole("button")).toBeNull();
    unmount();
    show({ kind: "held", dollars: 1_650, until: null });
    expect(screen.getByText(/KRS 367\.626/)).toHaveTextContent(
      "until your insurance company has decided your claim in writing",
    );
  });

  it("shows the deposit paid, and nothing when there is none", () => {
    const { unmount } = show({ kind: "paid", dollars: 1_650, paidAt: "2026-12-03T15:20:00.000Z" });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Deposit of $1,650 received on December 3, 2026.",
    );
    unmount();
    const { container } = show({ kind: "none" });
    expect(container).toBeEmptyDOMElement();
  });
});
