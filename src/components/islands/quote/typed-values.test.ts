import { describe, expect, it } from "vitest";
import { keepTypedValues } from "./typed-values";

function form() {
  const root = document.createElement("div");
  root.innerHTML = `
    <input name="name" value="">
    <textarea name="message">From the server</textarea>
    <select name="service"><option value="a" selected>A</option><option value="b">B</option></select>
    <input name="consent" type="checkbox">`;
  const get = <T extends Element>(name: string) => root.querySelector<T>(`[name="${name}"]`)!;
  return {
    root,
    name: get<HTMLInputElement>("name"),
    message: get<HTMLTextAreaElement>("message"),
    service: get<HTMLSelectElement>("service"),
    consent: get<HTMLInputElement>("consent"),
  };
}

describe("keepTypedValues", () => {
  it("puts back what was typed before and during hydration when hydration resets it", () => {
    const { root, name, message, service, consent } = form();
    message.value = "Typed before";
    consent.checked = true;
    const restore = keepTypedValues(root);
    name.value = "Typed during";
    name.dispatchEvent(new Event("input", { bubbles: true }));
    service.value = "b";
    service.dispatchEvent(new Event("change", { bubbles: true }));

    // What a framework may do as it takes over: back to the server's values.
    message.value = "From the server";
    name.value = "";
    service.value = "a";
    consent.checked = false;
    restore();

    expect(message.value).toBe("Typed before");
    expect(name.value).toBe("Typed during");
    expect(service.value).toBe("b");
    expect(consent.checked).toBe(true);
  });

  it("leaves fields the visitor did not touch as hydration left them", () => {
    const { root, message } = form();
    const restore = keepTypedValues(root);
    message.value = "Set by the island";
    restore();
    expect(message.value).toBe("Set by the island");
  });
});
