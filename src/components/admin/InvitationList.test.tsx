import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InvitationList, type InvitationRow } from "./InvitationList";

const invitation = (id: string, email: string, state: InvitationRow["state"]): InvitationRow => ({
  id,
  email,
  invitedByEmail: "office@example.com",
  createdAt: "2025-06-14T15:30:00.000Z",
  expiresAt: "2025-06-17T15:30:00.000Z",
  state,
});

describe("InvitationList", () => {
  it("shows each invitation's state, and a revoke button only while it is pending", () => {
    render(
      <InvitationList
        invitations={[
          invitation("i1", "new@example.com", "pending"),
          invitation("i2", "done@example.com", "accepted"),
          invitation("i3", "late@example.com", "expired"),
        ]}
        revokeAction="?_action=revoke"
      />,
    );
    const pending = screen.getByRole("row", { name: /new@example\.com/ });
    expect(pending).toHaveTextContent("Pending");
    expect(pending).toHaveTextContent("Jun 17, 2025, 11:30 AM");
    const revoke = within(pending).getByRole("button", {
      name: "Revoke the invitation for new@example.com",
    });
    expect(within(revoke.closest("form")!).getByDisplayValue("i1")).toHaveAttribute(
      "name",
      "invitationId",
    );
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.getByRole("row", { name: /done@example\.com/ })).toHaveTextContent("Accepted");
    expect(screen.getByRole("row", { name: /late@example\.com/ })).toHaveTextContent("Expired");
  });

  it("says when none were sent", () => {
    render(<InvitationList invitations={[]} revokeAction="?_action=revoke" />);
    expect(screen.getByText("No invitations have been sent yet.")).toBeInTheDocument();
  });
});
