import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StaffAccountList } from "./StaffAccountList";

const accounts = [
  {
    id: "u1",
    email: "office@example.com",
    createdAt: "2025-06-01T14:00:00.000Z",
    activeSessions: 2,
  },
  {
    id: "u2",
    email: "sales@example.com",
    createdAt: "2025-06-02T14:00:00.000Z",
    activeSessions: 0,
  },
];

describe("StaffAccountList", () => {
  it("offers to remove every account but the reader's own, and says why", () => {
    render(<StaffAccountList accounts={accounts} currentId="u1" removeAction="?_action=remove" />);
    const own = screen.getByRole("row", { name: /office@example\.com/ });
    expect(within(own).queryByRole("button")).toBeNull();
    expect(own).toHaveTextContent("Your account (only a colleague can remove it)");
    expect(own).toHaveTextContent("2 devices");

    const button = screen.getByRole("button", { name: "Remove the account sales@example.com" });
    const form = button.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "?_action=remove");
    expect(within(form).getByDisplayValue("u2")).toHaveAttribute("name", "accountId");
  });
});
