import { describe, expect, it, vi } from "vitest";
import hydrateOnInteraction, { FIRST_USE_EVENTS } from "./interaction-directive";

/** An island holding a field, whose hydration marks it hydrated as useHydrated does. */
function island() {
  const element = document.createElement("astro-island");
  element.innerHTML = '<form><input name="name"></form>';
  document.body.append(element);
  const hydrate = vi.fn(async () => {
    element.querySelector("form")!.dataset["hydrated"] = "true";
  });
  const load = vi.fn(async () => hydrate);
  hydrateOnInteraction(load, { name: "QuoteForm", value: "" }, element);
  return { element, field: element.querySelector("input")!, load, hydrate };
}

describe("client:interaction", () => {
  it("loads nothing with the page", async () => {
    const { load } = island();
    window.dispatchEvent(new Event("scroll"));
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(FIRST_USE_EVENTS)("hydrates once, on the first %s inside the island", async (type) => {
    const { field, load, hydrate } = island();
    field.dispatchEvent(new Event(type, { bubbles: true }));
    field.dispatchEvent(new Event("keydown", { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets the event that started it do what it would have done", () => {
    const { field } = island();
    const press = new Event("keydown", { bubbles: true, cancelable: true });
    field.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });
});
