import { hydrateRoot } from "react-dom/client";
import { QuoteForm, type QuoteFormProps } from "../QuoteForm";
import { keepTypedValues } from "./typed-values";

/** Resolves once the form reports it is hydrated (`data-hydrated="true"`, see useHydrated). */
function hydrated(root: HTMLElement): Promise<void> {
  const done = () => root.querySelector('[data-hydrated="true"]') !== null;
  return new Promise((resolve) => {
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { subtree: true, attributeFilter: ["data-hydrated"] });
  });
}

/**
 * The quote form's client code, loaded on the visitor's first use of the form (its own
 * chunk: src/integrations/first-use-clients.ts). `root` holds the server's HTML of
 * <QuoteForm> and, in `data-props`, the props it was rendered with; React takes it over
 * with the same tree. What the visitor typed before and while this runs is put back
 * wherever hydration reset it.
 */
export async function hydrateQuoteForm(root: HTMLElement): Promise<void> {
  const restoreTyped = keepTypedValues(root);
  const props = JSON.parse(root.dataset["props"] ?? "{}") as QuoteFormProps;
  hydrateRoot(root, <QuoteForm {...props} />);
  await hydrated(root);
  restoreTyped();
}

/** The name every first-use client exports (components/OnFirstUse.astro calls it). */
export { hydrateQuoteForm as hydrate };
