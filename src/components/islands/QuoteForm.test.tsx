import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serviceTypes } from "../../lib/service-types";
import { QuoteForm } from "./QuoteForm";

describe("QuoteForm", () => {
  it("has the fields, labels and input types of the spec", () => {
    render(<QuoteForm consentText="I agree to be contacted." />);
    expect(screen.getByLabelText("Full Name *")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Phone Number *")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Email Address *")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Service Needed *").tagName).toBe("SELECT");
    expect(screen.getByLabelText("Property Address")).not.toBeRequired();
    expect(screen.getByLabelText("Additional Details")).toHaveAttribute("rows", "4");
    expect(screen.getByRole("checkbox", { name: /I agree to be contacted/ })).not.toBeChecked();
  });

  it("offers the six service types in order", () => {
    render(<QuoteForm consentText="I agree." />);
    const select = screen.getByLabelText("Service Needed *");
    const options = within(select)
      .getAllByRole("option")
      .filter((option) => option.getAttribute("value"));
    expect(options.map((option) => [option.getAttribute("value"), option.textContent])).toEqual(
      serviceTypes.map((type) => [type.value, type.label]),
    );
  });

  it("preselects the service for the page it sits on", () => {
    render(<QuoteForm consentText="I agree." defaultServiceType="emergency" />);
    expect(screen.getByLabelText("Service Needed *")).toHaveValue("emergency");
  });
});
