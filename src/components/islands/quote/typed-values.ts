type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");

/** Where a control stands now: its value, or whether it is checked. */
const stateOf = (control: Control) => (isCheckable(control) ? control.checked : control.value);

/** Whether the visitor has changed the control from what the server sent. */
function isChanged(control: Control): boolean {
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  return control.value !== control.defaultValue;
}

function isControl(target: EventTarget | null): target is Control {
  return (
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && target.type !== "file")
  );
}

/**
 * Remembers what the visitor types into `root` from now on (and what they typed before),
 * and returns a function that puts it back wherever hydration reset it. A framework may
 * set a field to its server value when it takes over: React does so for a <textarea>
 * that came with text.
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const typed = new Map<Control, string | boolean>();
  for (const control of root.querySelectorAll<Control>("input, select, textarea")) {
    if (isControl(control) && isChanged(control)) typed.set(control, stateOf(control));
  }
  const record = (event: Event) => {
    if (isControl(event.target)) typed.set(event.target, stateOf(event.target));
  };
  root.addEventListener("input", record, true);
  root.addEventListener("change", record, true);

  return () => {
    root.removeEventListener("input", record, true);
    root.removeEventListener("change", record, true);
    for (const [control, state] of typed) {
      if (stateOf(control) === state) continue;
      if (typeof state === "boolean") (control as HTMLInputElement).checked = state;
      else control.value = state;
    }
  };
}
