import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { fakeAuthClient } from "../../../test-support/fake-auth-client";
import type * as AuthClientModule from "./auth-client";

const fake = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeAuthClient> | null }));
vi.mock("./auth-client", async (importOriginal) => {
  const original = await importOriginal<typeof AuthClientModule>();
  const { fakeAuthClient: make } = await import("../../../test-support/fake-auth-client");
  fake.current = make(null);
  return { ...original, authClient: fake.current.client };
});

const { StaffAuthForm } = await import("./StaffAuthForm");
const toast = () => screen.getByRole("region", { name: /Notifications/ });

beforeEach(() => fake.current?.failWith(null));

describe("StaffAuthForm", () => {
  it("on failure shows a destructive toast titled Sign in Failed with the error", async () => {
    fake.current?.failWith({ message: "Invalid email or password", status: 401 });
    render(<StaffAuthForm next="/admin" />);
    await userEvent.type(screen.getByLabelText(/Email/), "office@example.com");
    await userEvent.type(screen.getByLabelText(/Password/), "wrong password");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Sign in Failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid email or password")).toBeInTheDocument();
    expect(screen.getByText("Sign in Failed").closest("[data-variant]")).toHaveAttribute(
      "data-variant",
      "error",
    );
    expect(toast()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("says Something went wrong when the error has no message", async () => {
    fake.current?.failWith({ message: "", status: 500 });
    render(<StaffAuthForm next="/admin" />);
    fireEvent.submit(screen.getByRole("button", { name: "Sign In" }).closest("form")!);
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
  });

  it("is a plain form that posts to its own page without JavaScript", () => {
    render(<StaffAuthForm next="/admin" email="office@example.com" />);
    const form = screen.getByRole("button", { name: "Sign In" }).closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("action");
    expect(screen.getByLabelText(/Email/)).toHaveValue("office@example.com");
    expect(screen.getByLabelText(/Password/)).toHaveAttribute("autocomplete", "current-password");
  });
});
