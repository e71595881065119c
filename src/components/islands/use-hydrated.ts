import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * True once React has hydrated the island: false in the server HTML and during
 * hydration, true from the first client render after it. Islands expose it as
 * `data-hydrated`, so a test (or a person debugging) can tell the enhanced behaviour is
 * live, not just the server-rendered HTML, and the quote form's loader knows when to put
 * back what the visitor typed before (./quote/hydrate.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
