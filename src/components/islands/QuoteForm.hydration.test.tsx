import { fireEvent, screen } from "@testing-library/react";
import type * as AstroActions from "astro:actions";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import hydrateOnInteraction from "../../integrations/interaction-directive";
import { QuoteForm, type QuoteFormProps } from "./QuoteForm";

vi.mock("astro:actions", async (importOriginal) => ({
  ...(await importOriginal<typeof AstroActions>()),
  actions: {
    quote: { submit: Object.assign(vi.fn(), { toString: () => "?_action=quote.submit" }) },
  },
}));

const typed = {
  name: "Dana Whitfield",
  phone: "(502) 555-0199",
  email: "dana@example.com",
  serviceType: "repair",
  address: "2200 Frankfort Ave",
  message: "Leak over the kitchen.",
};

/** Types as a person does: the value changes, then the field reports an input. */
function type(island: HTMLElement, name: string, value: string) {
  const control = island.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  control.value = value;
  fireEvent.input(control);
}

/**
 * The page as the visitor has it: the server's form in an island with client:interaction.
 * Their first focus starts loading the code; on a slow connection they type on while it
 * loads, and React hydrates what they have typed.
 */
async function fillInWhileHydrating(props: QuoteFormProps) {
  const island = document.createElement("astro-island");
  island.innerHTML = renderToString(<QuoteForm {...props} />);
  document.body.append(island);
  const load = async () => async () => {
    roots.push(hydrateRoot(island, <QuoteForm {...props} />));
  };
  hydrateOnInteraction(load, { name: "QuoteForm", value: "" }, island);

  fireEvent.focusIn(island.querySelector('[name="name"]')!);
  for (const [name, value] of Object.entries(typed)) type(island, name, value);
  island.querySelector<HTMLInputElement>('[name="consent"]')!.click();

  await vi.waitFor(() => expect(island.querySelector('[data-hydrated="true"]')).not.toBeNull());
  // The directive puts back what hydration reset as soon as the island reports it.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const roots: Root[] = [];

// Hydration runs on React's own schedule here, as in the browser, not inside act().
beforeAll(() => vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", false));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
});

describe("QuoteForm hydrated on first interaction", () => {
  it.each([
    ["an empty form", {}],
    [
      "a form the server filled in again after a failed post",
      { name: "D W", serviceType: "emergency", message: "Earlier text", phone: "12345" },
    ],
  ])("keeps every value typed into %s before hydration", async (_case, values) => {
    await fillInWhileHydrating({
      consentText: "I agree to be contacted.",
      sourcePage: "/contact",
      values,
    });
    expect(screen.getByLabelText("Full Name *")).toHaveValue(typed.name);
    expect(screen.getByLabelText("Phone Number *")).toHaveValue(typed.phone);
    expect(screen.getByLabelText("Email Address *")).toHaveValue(typed.email);
    expect(screen.getByLabelText("Service Needed *")).toHaveValue(typed.serviceType);
    expect(screen.getByLabelText("Property Address")).toHaveValue(typed.address);
    expect(screen.getByLabelText("Additional Details")).toHaveValue(typed.message);
    expect(screen.getByRole("checkbox")).toBeChecked();
  });
});
