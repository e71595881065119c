import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { fakeAuthClient } from "../../../test-support/fake-auth-client";
import type * as AuthClientModule from "./auth-client";

const session = {
  expiresAt: "2099-01-01T00:00:00.000Z",
  user: { id: "u1", email: "office@example.com", name: "office" },
};
const fake = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeAuthClient> | null }));
vi.mock("./auth-client", async (importOriginal) => {
  const original = await importOriginal<typeof AuthClientModule>();
  const { fakeAuthClient: make } = await import("../../../test-support/fake-auth-client");
  fake.current = make({
    expiresAt: "2099-01-01T00:00:00.000Z",
    user: { id: "u1", email: "office@example.com", name: "office" },
  });
  return { ...original, authClient: fake.current.client };
});

const { AdminSession } = await import("./AdminSession");

describe("AdminSession", () => {
  it("shows a Sign out Failed toast when signing out fails", async () => {
    fake.current?.failWith({ message: "Database is locked", status: 500 });
    render(<AdminSession email="office@example.com" />);
    expect(screen.getByText("office@example.com")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText("Sign out Failed")).toBeInTheDocument();
    expect(screen.getByText("Database is locked")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeEnabled();
  });

  it("says the session has ended as soon as the auth state turns signed out", async () => {
    render(<AdminSession email="office@example.com" />);
    await screen.findByRole("button", { name: "Sign Out" });
    act(() => fake.current?.emit("SIGNED_OUT", null));
    expect(screen.getByRole("alert")).toHaveTextContent("Your session has ended.");
    expect(screen.getByRole("link", { name: "Sign in again" })).toHaveAttribute(
      "href",
      "/admin/sign-in",
    );
    act(() => fake.current?.emit("SIGNED_IN", session));
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });
});
