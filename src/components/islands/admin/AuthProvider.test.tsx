import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "./AuthProvider";
import { useAuth } from "./auth-context";
import { fakeAuthClient } from "../../../test-support/fake-auth-client";

function Probe() {
  const { status, user, session } = useAuth();
  return (
    <p>
      {status} {user?.email ?? "nobody"} {session?.expiresAt ?? "no session"}
    </p>
  );
}

const session = {
  expiresAt: "2099-01-01T00:00:00.000Z",
  user: { id: "u1", email: "office@example.com", name: "office" },
};

describe("AuthProvider", () => {
  it("starts loading, then shows the session it read", async () => {
    const fake = fakeAuthClient(session);
    render(
      <AuthProvider client={fake.client}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText(/^loading nobody/)).toBeInTheDocument();
    expect(
      await screen.findByText("signed-in office@example.com 2099-01-01T00:00:00.000Z"),
    ).toBeInTheDocument();
  });

  it("follows every auth-state change without a reload", async () => {
    const fake = fakeAuthClient(null);
    render(
      <AuthProvider client={fake.client}>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText(/^signed-out nobody/)).toBeInTheDocument();
    act(() => fake.emit("SIGNED_IN", session));
    expect(screen.getByText(/^signed-in office@example.com/)).toBeInTheDocument();
    act(() => fake.emit("TOKEN_REFRESHED", { ...session, expiresAt: "2099-02-01T00:00:00.000Z" }));
    expect(screen.getByText(/2099-02-01/)).toBeInTheDocument();
    act(() => fake.emit("SIGNED_OUT", null));
    expect(screen.getByText(/^signed-out nobody/)).toBeInTheDocument();
  });
});
