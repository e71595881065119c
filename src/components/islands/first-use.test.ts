import { describe, expect, it, vi } from "vitest";
import { FIRST_USE_EVENTS, onFirstUse } from "./first-use";

/** A form's root holding a field, with a loader watching it. */
function formRoot() {
  const root = document.createElement("div");
  root.innerHTML = '<form><input name="name"></form>';
  document.body.append(root);
  const start = vi.fn();
  onFirstUse(root, start);
  return { root, field: root.querySelector("input")!, start };
}

describe("onFirstUse", () => {
  it("starts nothing with the page, nor on use elsewhere", async () => {
    const { start } = formRoot();
    window.dispatchEvent(new Event("scroll"));
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
  });

  it.each(FIRST_USE_EVENTS)("starts once, on the first %s inside the form", (type) => {
    const { field, start } = formRoot();
    field.dispatchEvent(new Event(type, { bubbles: true }));
    field.dispatchEvent(new Event("keydown", { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("lets the event that started it do what it would have done", () => {
    const { field } = formRoot();
    const press = new Event("keydown", { bubbles: true, cancelable: true });
    field.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });
});
