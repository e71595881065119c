import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SetPasswordForm } from "./SetPasswordForm";

describe("SetPasswordForm", () => {
  it("is a plain form that posts to the link's own address, the password typed twice", () => {
    render(<SetPasswordForm email="estimator@example.com" minLength={12} />);
    const form = screen.getByRole("button", { name: "Set Password and Sign In" }).closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("action");
    expect(screen.getByLabelText("Email")).toHaveValue("estimator@example.com");
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("name");
    for (const [label, name] of [
      [/New password/, "password"],
      [/Type the password again/, "confirm"],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute("name", name);
      expect(field).toHaveAttribute("autocomplete", "new-password");
      expect(field).toHaveAttribute("minlength", "12");
      expect(field).toBeRequired();
    }
    expect(screen.getByText(/At least 12 characters/)).toBeInTheDocument();
  });
});
