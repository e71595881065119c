import type { ClientDirective } from "astro";
import { keepTypedValues } from "./typed-values";

/**
 * Anything that shows the visitor has started on the island: focus arriving by Tab or
 * tap, a press, a key, or the browser filling fields in for them.
 */
export const FIRST_USE_EVENTS = ["focusin", "pointerdown", "keydown", "input"] as const;

/** Resolves once the island reports it is hydrated (`data-hydrated="true"`, see useHydrated). */
function hydrated(island: HTMLElement): Promise<void> {
  const done = () => island.querySelector('[data-hydrated="true"]') !== null;
  return new Promise((resolve) => {
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(island, { subtree: true, attributeFilter: ["data-hydrated"] });
  });
}

/**
 * `client:interaction`: the island's code loads on its first use, not with the page. The
 * server HTML must work on its own until then (the quote form posts without JavaScript),
 * so listening is passive and nothing is prevented: a keystroke lands in the field, and a
 * submit pressed before hydration is done goes through as a normal form post. What the
 * visitor types meanwhile is kept through hydration.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  const start = async () => {
    for (const type of FIRST_USE_EVENTS) island.removeEventListener(type, start, true);
    const restoreTyped = keepTypedValues(island);
    const hydrate = await load();
    await hydrate();
    await hydrated(island);
    restoreTyped();
  };
  for (const type of FIRST_USE_EVENTS) {
    island.addEventListener(type, start, { capture: true, passive: true });
  }
};

export default hydrateOnInteraction;
