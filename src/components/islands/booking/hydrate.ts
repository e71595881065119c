/*
 * /book with JavaScript: the same form, sent with fetch so picking a window and booking
 * happen without a page load. Plain DOM, no React: the form is server HTML that works
 * alone, and this only takes over its submit. The server applies the same rules either
 * way (it answers JSON when asked, src/pages/book.astro); loaded on first use of the form
 * (components/OnFirstUse.astro).
 */

interface BookedAnswer {
  kind: "booked";
  path: string;
  when: string;
  address: string;
}
interface FormAnswer {
  kind: "form";
  errors: Record<string, string>;
  notice?: { text: string; quoteLink?: string };
  /** The window that could not be had, to take off the list */
  gone?: string;
}
type Answer = BookedAnswer | FormAnswer | { kind: "received"; text: string };

const ERROR_CLASS = "text-danger text-sm font-semibold";

function clearErrors(form: HTMLFormElement) {
  for (const error of form.querySelectorAll("[data-js-error]")) error.remove();
  for (const control of form.querySelectorAll('[aria-invalid="true"]'))
    control.setAttribute("aria-invalid", "false");
}

/** A message beside the field, tied to it by aria-describedby, as the server renders it. */
function showError(form: HTMLFormElement, name: string, message: string) {
  const controls = form.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(name)}"]`);
  const first = controls[0];
  if (!first) return;
  const error = document.createElement("p");
  error.id = `${name}-js-error`;
  error.dataset["jsError"] = "";
  error.className = ERROR_CLASS;
  error.textContent = message;
  const anchor = name === "window" ? form.querySelector("#booking-windows") : first.parentElement;
  if (name === "window") anchor?.prepend(error);
  else anchor?.append(error);
  for (const control of controls) {
    if (control.type !== "radio") control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", error.id);
  }
}

function confirmation(answer: BookedAnswer | { kind: "received"; text: string }) {
  const panel = document.createElement("div");
  panel.setAttribute("role", "status");
  panel.tabIndex = -1;
  panel.className = "rounded-card border-success border-l-8 bg-white p-6 shadow-card";
  const heading = document.createElement("h2");
  heading.className = "text-2xl font-extrabold";
  const line = document.createElement("p");
  line.className = "mt-3 text-lg";
  if (answer.kind === "received") {
    heading.textContent = "Thank you";
    line.textContent = answer.text;
    panel.append(heading, line);
    return panel;
  }
  heading.textContent = "Your inspection is booked";
  line.textContent = `${answer.when}, at ${answer.address}. A confirmation with a calendar invitation is on its way to your email.`;
  const link = document.createElement("a");
  link.href = answer.path;
  link.className = "text-brand-700 mt-3 inline-block font-semibold underline";
  link.textContent = "Your booking: add it to your calendar, reschedule or cancel";
  panel.append(heading, line, link);
  return panel;
}

async function send(form: HTMLFormElement, button: HTMLButtonElement | null) {
  button?.setAttribute("disabled", "");
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: "application/json" },
    });
    const answer = (await response.json()) as Answer;
    clearErrors(form);
    if (answer.kind !== "form") {
      const panel = confirmation(answer);
      form.replaceWith(panel);
      panel.focus();
      return;
    }
    if (answer.gone)
      form
        .querySelector(`input[name="window"][value="${CSS.escape(answer.gone)}"]`)
        ?.closest("label")
        ?.remove();
    for (const [name, message] of Object.entries(answer.errors)) showError(form, name, message);
    if (answer.notice && !answer.errors["window"]) showError(form, "window", answer.notice.text);
    form.querySelector<HTMLElement>('[aria-invalid="true"], input[name="window"]')?.focus();
  } catch {
    // The network failed: the form posts the ordinary way, with everything typed.
    form.submit();
  } finally {
    button?.removeAttribute("disabled");
  }
}

export async function hydrate(root: HTMLElement): Promise<void> {
  const form = root.querySelector<HTMLFormElement>("form");
  if (!form) return;
  let sending = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending) return; // a double click sends once
    sending = true;
    void send(form, form.querySelector("button[type=submit]")).finally(() => (sending = false));
  });
  form.dataset["enhanced"] = "true";
}
