import { actions, isInputError } from "astro:actions";
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import type { QuoteFieldName } from "../../../lib/quote-schema";
import { useNotice } from "../notices/notice-context";
import { consentRequired, requestSent, submissionFailed } from "./notices";
import { newIdempotencyKey, withRequestContext } from "./request-context";

export type FieldErrors = Partial<Record<QuoteFieldName, string>>;

/**
 * The quote form's states: idle → sending → idle. Success clears the form;
 * failure keeps every value; server field errors land beside their fields and focus
 * moves to the first one.
 */
export function useQuoteSubmission(initialErrors: FieldErrors = {}) {
  const notify = useNotice();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  // The fill time (a spam signal) runs from when the page was opened. The form hydrates
  // only once the visitor starts on it, so counting from hydration would leave out the
  // reading and make a quick, autofilled request look automated.
  const startedAt = useRef(performance.timeOrigin);
  const idempotencyKey = useRef<string | null>(null);

  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (!data.has("consent")) {
      notify(consentRequired);
      form.querySelector<HTMLInputElement>('[name="consent"]')?.focus();
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    setSending(true);
    setErrors({});
    try {
      const body = withRequestContext(data, idempotencyKey.current, startedAt.current);
      const { data: result, error } = await actions.quote.submit(body);
      if (error) {
        console.error("Quote request failed", error);
        if (isInputError(error)) {
          const fieldErrors = Object.fromEntries(
            Object.entries(error.fields).map(([field, messages]) => [
              field,
              messages?.[0] ?? "Please check this field.",
            ]),
          ) as FieldErrors;
          // Show the errors and re-enable the fields now, so focus can land on the first.
          flushSync(() => {
            setErrors(fieldErrors);
            setSending(false);
          });
          form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        } else {
          notify(submissionFailed);
        }
        return;
      }
      form.reset();
      idempotencyKey.current = null;
      startedAt.current = Date.now();
      notify(requestSent(result.reference));
    } catch (error) {
      console.error("Quote request failed", error);
      notify(submissionFailed);
    } finally {
      setSending(false);
    }
  }

  return { formRef, sending, errors, onSubmit };
}
