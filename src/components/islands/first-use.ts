/**
 * Anything that shows the visitor has started on the form: focus arriving by Tab or tap, a
 * press, a key, or the browser filling fields in for them.
 */
export const FIRST_USE_EVENTS = ["focusin", "pointerdown", "keydown", "input"] as const;

/**
 * Calls `start` once, on the visitor's first use of `root`, not with the page. This is the
 * inline part of the quote form's and the estimator's loading (see OnFirstUse.astro), so it
 * stays small and imports nothing. The server HTML must work on its own until the code has
 * arrived (the form posts without JavaScript), so listening is passive and nothing is
 * prevented: a keystroke lands in the field, and a submit pressed meanwhile is a normal post.
 */
export function onFirstUse(root: HTMLElement, start: () => unknown): void {
  const once = () => {
    for (const type of FIRST_USE_EVENTS) root.removeEventListener(type, once, true);
    start();
  };
  for (const type of FIRST_USE_EVENTS) {
    root.addEventListener(type, once, { capture: true, passive: true });
  }
}
