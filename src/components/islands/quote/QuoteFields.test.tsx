import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { leadFields } from "../../../lib/lead-model";
import { QuoteFields } from "./QuoteFields";

function renderFields(props: Partial<Parameters<typeof QuoteFields>[0]> = {}) {
  const { container } = render(
    <form>
      <QuoteFields values={{}} errors={{}} {...props} />
    </form>,
  );
  return container;
}

describe("QuoteFields", () => {
  it("renders every field of the lead model in order, with its label, limits and autocomplete", () => {
    const container = renderFields();
    const controls = [...container.querySelectorAll("input, select, textarea")];
    expect(controls.map((control) => control.getAttribute("name"))).toEqual([
      "name",
      "phone",
      "email",
      "serviceType",
      "address",
      "message",
    ]);
    const name = screen.getByLabelText("Full Name *");
    expect(name).toHaveAttribute("maxlength", String(leadFields.name.maxLength));
    expect(name).toHaveAttribute("autocomplete", "name");
    expect(name).toBeRequired();
    const phone = screen.getByLabelText("Phone Number *");
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("inputmode", "tel");
    expect(phone).toHaveAttribute("maxlength", "40");
    const email = screen.getByLabelText("Email Address *");
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(email).toHaveAttribute("maxlength", "254");
    const address = screen.getByLabelText("Property Address");
    expect(address).not.toBeRequired();
    expect(address).toHaveAttribute("autocomplete", "address-line1");
    expect(address).toHaveAttribute("maxlength", "200");
    const message = screen.getByLabelText("Additional Details");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "4");
    expect(message).toHaveAttribute("maxlength", "5000");
    expect(message).not.toBeRequired();
    const service = screen.getByLabelText("Service Needed *");
    expect(service).toBeRequired();
    expect(service).toHaveValue("");
    expect(screen.getByRole("option", { name: "Select a service" })).toBeDisabled();
  });

  it("puts the address and the details across both columns", () => {
    renderFields();
    for (const label of ["Property Address", "Additional Details"])
      expect(screen.getByLabelText(label).parentElement).toHaveClass("sm:col-span-2");
    expect(screen.getByLabelText("Full Name *").parentElement).not.toHaveClass("sm:col-span-2");
  });

  it("shows the values given and each field's error", () => {
    renderFields({
      values: { name: "Dana Whitfield", serviceType: "emergency", message: "Tree on the roof" },
      errors: { phone: "Please enter your phone number." },
    });
    expect(screen.getByLabelText("Full Name *")).toHaveValue("Dana Whitfield");
    expect(screen.getByLabelText("Service Needed *")).toHaveValue("emergency");
    expect(screen.getByLabelText("Additional Details")).toHaveValue("Tree on the roof");
    const phone = screen.getByLabelText("Phone Number *");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription("Please enter your phone number.");
    expect(screen.getByLabelText("Email Address *")).toHaveAttribute("aria-invalid", "false");
  });
});
