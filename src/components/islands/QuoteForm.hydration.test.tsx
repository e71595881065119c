import { fireEvent, screen } from "@testing-library/react";
import type * as AstroActions from "astro:actions";
import type * as ReactDomClient from "react-dom/client";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { QuoteForm, type QuoteFormProps } from "./QuoteForm";
import { onFirstUse } from "./first-use";
import { hydrateQuoteForm } from "./quote/hydrate";

vi.mock("react-dom/client", async (importOriginal) => {
  const client = await importOriginal<typeof ReactDomClient>();
  return {
    ...client,
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => {
      const root = client.hydrateRoot(...args);
      roots.push(root);
      return root;
    },
  };
});

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
 * The page as the visitor has it: the server's form with its props, as
 * QuoteFormOnFirstUse.astro renders it. Their first focus starts loading the code; on a
 * slow connection they type on while it loads, and React hydrates what they have typed.
 */
async function fillInWhileHydrating(props: QuoteFormProps) {
  const root = document.createElement("div");
  root.dataset["props"] = JSON.stringify(props);
  root.innerHTML = renderToString(<QuoteForm {...props} />);
  document.body.append(root);
  let codeArrived = () => {};
  const arrived = new Promise<void>((resolve) => (codeArrived = resolve));
  let done: Promise<void> | undefined;
  onFirstUse(root, () => (done = arrived.then(() => hydrateQuoteForm(root))));

  fireEvent.focusIn(root.querySelector('[name="name"]')!);
  for (const [name, value] of Object.entries(typed)) type(root, name, value);
  root.querySelector<HTMLInputElement>('[name="consent"]')!.click();

  codeArrived();
  await done;
  expect(root.querySelector('[data-hydrated="true"]')).not.toBeNull();
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
      pagePath: "/contact",
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
