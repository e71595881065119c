import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ActionError } from "astro:actions";
import type * as AstroActions from "astro:actions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serviceTypes } from "../../lib/lead-model";
import { QuoteForm } from "./QuoteForm";

/*
 * The network boundary is replaced here so each state can be produced on demand; the
 * real action, database and SMTP path are exercised end to end in e2e/quote*.spec.ts.
 */
const submit = vi.hoisted(() =>
  Object.assign(vi.fn(), { toString: () => "?_action=quote.submit" }),
);
vi.mock("astro:actions", async (importOriginal) => ({
  ...(await importOriginal<typeof AstroActions>()),
  actions: { quote: { submit } },
}));

function renderForm(props: Partial<Parameters<typeof QuoteForm>[0]> = {}) {
  render(
    <QuoteForm consentText="I agree to be contacted." pagePath="/residential/siding" {...props} />,
  );
  return userEvent.setup();
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full Name *"), "Dana Whitfield");
  await user.type(screen.getByLabelText("Phone Number *"), "(502) 555-0199");
  await user.type(screen.getByLabelText("Email Address *"), "dana@example.com");
  await user.selectOptions(screen.getByLabelText("Service Needed *"), "repair");
  await user.type(screen.getByLabelText("Additional Details"), "Leak over the kitchen.");
}

const consentBox = () => screen.getByRole("checkbox", { name: /I agree to be contacted/ });

beforeEach(() => submit.mockReset());
afterEach(() => vi.restoreAllMocks());

describe("QuoteForm fields", () => {
  it("has the fields, labels and input types of the spec", () => {
    renderForm();
    expect(screen.getByLabelText("Full Name *")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Phone Number *")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Email Address *")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Service Needed *").tagName).toBe("SELECT");
    expect(screen.getByLabelText("Property Address")).not.toBeRequired();
    expect(screen.getByLabelText("Additional Details")).toHaveAttribute("rows", "4");
    expect(consentBox()).not.toBeChecked();
  });

  it("offers the six service types in order", () => {
    renderForm();
    const options = within(screen.getByLabelText("Service Needed *"))
      .getAllByRole("option")
      .filter((option) => option.getAttribute("value"));
    expect(options.map((option) => [option.getAttribute("value"), option.textContent])).toEqual(
      serviceTypes.map((type) => [type.value, type.label]),
    );
  });

  it("preselects the service of the page and posts to the no-JavaScript result page", () => {
    renderForm({ values: { serviceType: "emergency" } });
    expect(screen.getByLabelText("Service Needed *")).toHaveValue("emergency");
    expect(
      screen.getByRole("button", { name: "Get My Free Quote" }).closest("form"),
    ).toHaveAttribute("action", "/quote-request?_action=quote.submit");
  });
});

describe("QuoteForm button", () => {
  it("says what the page asks for, and still Sending... while it sends", async () => {
    let finish: (value: unknown) => void = () => {};
    submit.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderForm({ submitLabel: "Request My Assessment" });
    expect(screen.queryByRole("button", { name: "Get My Free Quote" })).toBeNull();
    await fillRequired(user);
    await user.click(consentBox());
    await user.click(screen.getByRole("button", { name: "Request My Assessment" }));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await act(async () => finish({ data: { reference: "Q-7K4P9M" }, error: undefined }));
    expect(await screen.findAllByText("Request Sent!")).toHaveLength(2);
  });
});

describe("QuoteForm submission", () => {
  it("without consent shows Consent Required and sends nothing", async () => {
    const user = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Get My Free Quote" }));
    expect(await screen.findByText("Consent Required")).toBeInTheDocument();
    expect(screen.getByText("Please agree to the terms before submitting.")).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("disables every field and the button while sending, then confirms and clears the form", async () => {
    let finish: (value: unknown) => void = () => {};
    submit.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderForm();
    await fillRequired(user);
    await user.click(consentBox());
    await user.click(screen.getByRole("button", { name: "Get My Free Quote" }));

    const button = screen.getByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    for (const field of [
      "Full Name *",
      "Phone Number *",
      "Email Address *",
      "Service Needed *",
      "Additional Details",
    ]) {
      expect(screen.getByLabelText(field)).toBeDisabled();
    }
    const sent = submit.mock.calls[0]?.[0] as FormData;
    expect(sent.get("name")).toBe("Dana Whitfield");
    expect(sent.get("consent")).toBe("on");
    expect(sent.get("sourcePage")).toBe("/residential/siding");
    expect(sent.get("idempotencyKey")).toMatch(/^[a-f0-9]{32}$/);

    await act(async () => finish({ data: { reference: "Q-7K4P9M" }, error: undefined }));
    expect(await screen.findAllByText("Request Sent!")).toHaveLength(2);
    // The toast, and the lasting confirmation in the form's place, focused.
    const confirmation = screen.getByTestId("quote-confirmation");
    expect(confirmation).toHaveTextContent(
      "Thank you! We have received your request and will be in touch shortly. Your reference number is Q-7K4P9M.",
    );
    expect(screen.getByRole("heading", { name: "Request Sent!" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Send another request" }));
    expect(screen.getByLabelText("Full Name *")).toHaveValue("");
    expect(screen.getByLabelText("Additional Details")).toHaveValue("");
    expect(consentBox()).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Get My Free Quote" })).toBeEnabled();
  });

  it("counts the fill time from the page's opening, since the form hydrates only once used", async () => {
    vi.spyOn(performance, "timeOrigin", "get").mockReturnValue(Date.now() - 60_000);
    submit.mockResolvedValue({ data: { reference: "Q-7K4P9M" }, error: undefined });
    const user = renderForm();
    await fillRequired(user);
    await user.click(consentBox());
    await user.click(screen.getByRole("button", { name: "Get My Free Quote" }));
    const sent = submit.mock.calls[0]?.[0] as FormData;
    expect(Number(sent.get("fillMs"))).toBeGreaterThanOrEqual(60_000);
  });

  it("on failure shows Submission Failed, logs the error and keeps every value", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    submit.mockResolvedValue({
      data: undefined,
      error: new ActionError({ code: "INTERNAL_SERVER_ERROR" }),
    });
    const user = renderForm();
    await fillRequired(user);
    await user.click(consentBox());
    await user.click(screen.getByRole("button", { name: "Get My Free Quote" }));

    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    expect(
      screen.getByText("There was an error sending your request. Please try again."),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByLabelText("Full Name *")).toHaveValue("Dana Whitfield");
    expect(screen.getByLabelText("Service Needed *")).toHaveValue("repair");
    expect(consentBox()).toBeChecked();
  });

  it("a retry after a failure reuses the request key, so the server stores one lead", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    submit.mockResolvedValueOnce({
      data: undefined,
      error: new ActionError({ code: "INTERNAL_SERVER_ERROR" }),
    });
    submit.mockResolvedValueOnce({ data: { reference: "Q-22222" }, error: undefined });
    const user = renderForm();
    await fillRequired(user);
    await user.click(consentBox());
    await user.click(screen.getByRole("button", { name: "Get My Free Quote" }));
    await screen.findByText("Submission Failed");
    await user.click(screen.getByRole("button", { name: "Get My Free Quote" }));
    await screen.findByTestId("quote-confirmation");
    const keys = submit.mock.calls.map(([data]) => (data as FormData).get("idempotencyKey"));
    expect(keys[0]).toBe(keys[1]);
  });

  it("shows server field errors beside their fields and focuses the first", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const issues = [
      {
        path: ["phone"],
        message: "Please enter a phone number with 10 to 15 digits.",
        code: "custom",
      },
      {
        path: ["email"],
        message: "Please enter a valid email address, like name@example.com.",
        code: "custom",
      },
    ];
    // Built the way the client builds it from the server's 400 answer.
    const error = ActionError.fromJson({ type: "AstroActionInputError", issues });
    submit.mockResolvedValue({ data: undefined, error });
    const user = renderForm();
    await fillRequired(user);
    await user.click(consentBox());
    await user.click(screen.getByRole("button", { name: "Get My Free Quote" }));

    const phone = screen.getByLabelText("Phone Number *");
    expect(
      await screen.findByText("Please enter a phone number with 10 to 15 digits."),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription("Please enter a phone number with 10 to 15 digits.");
    await vi.waitFor(() => expect(phone).toHaveFocus());
    expect(screen.getByLabelText("Email Address *")).toHaveAccessibleDescription(
      /valid email address/,
    );
  });
});
