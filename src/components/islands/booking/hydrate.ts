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
  heading: string;
  subheading: string;
  /** The confirmation page's summary (BookingSummary), rendered by the server */
  html: string;
}
interface FormAnswer {
  kind: "form";
  errors: Record<string, string>;
  notice?: { text: string; quoteLink?: string };
  /** The window that could not be had, to take off the list */
  gone?: string;
  /** A new stamp for the form shown again: the next press books */
  shown: string;
}
type Answer = BookedAnswer | FormAnswer;

const ERROR_CLASS = "text-danger col-span-full text-sm font-semibold";

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
  error.tabIndex = -1;
  const anchor = name === "window" ? form.querySelector("#booking-windows") : first.parentElement;
  if (name === "window") anchor?.prepend(error);
  else anchor?.append(error);
  for (const control of controls) {
    if (control.type !== "radio") control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", error.id);
  }
}

/**
 * The booking made: the page's heading and first line become the confirmation's, and the
 * form gives way to the confirmation page's summary, so the page reads as the confirmation
 * page does without JavaScript. Focus goes to the heading, at the top.
 */
function showConfirmation(form: HTMLFormElement, answer: BookedAnswer) {
  const heading = document.querySelector("h1");
  const body = form.closest("[data-booking-body]");
  if (!heading || !body) {
    window.location.assign(answer.path);
    return;
  }
  heading.textContent = answer.heading;
  const line = heading.nextElementSibling;
  if (line?.tagName === "P") line.textContent = answer.subheading;
  document.title = `${answer.heading} | ${document.title.split(" | ").at(-1) ?? ""}`;
  // Server HTML from our own origin, rendered by React with everything escaped.
  body.innerHTML = answer.html;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  // The heading opens the page: the top of the page shows it clear of the sticky header.
  window.scrollTo({ top: 0 });
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
    if (answer.kind === "booked") {
      showConfirmation(form, answer);
      return;
    }
    const stamp = form.querySelector<HTMLInputElement>('input[name="shown"]');
    if (stamp) stamp.value = answer.shown;
    if (answer.gone)
      form
        .querySelector(`input[name="window"][value="${CSS.escape(answer.gone)}"]`)
        ?.closest("label")
        ?.remove();
    for (const [name, message] of Object.entries(answer.errors)) showError(form, name, message);
    if (answer.notice && !answer.errors["window"]) showError(form, "window", answer.notice.text);
    // A wrong field first; else the line about the time (the chosen window may be on a day
    // the strip is not showing, so focus goes to the words, never to a hidden button).
    (
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.querySelector<HTMLElement>("#window-js-error")
    )?.focus();
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
