import { Button } from "../ui/Button";
import { Field, controlClass } from "../ui/Field";
import { STORM_CHECK_MAX_LENGTH } from "../../lib/storms/storm-check-input";

interface StormCheckFormProps {
  action: string;
  value: string;
  error?: string | undefined;
  label: string;
  hint: string;
}

/** The storm check's one question, a plain GET form: the answer is a bookmarkable URL. */
export function StormCheckForm({ action, value, error, label, hint }: StormCheckFormProps) {
  return (
    <form method="get" action={action} className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Field label={label} hint={hint} error={error} className="grow">
        {(ids) => (
          <input
            id={ids.id}
            name="zip"
            type="text"
            autoComplete="postal-code"
            required
            maxLength={STORM_CHECK_MAX_LENGTH}
            defaultValue={value}
            // A wrong ZIP sent: the field takes focus again, its message beside it. Only on
            // the page that answers the visitor's own request, never on arrival.
            // eslint-disable-next-line jsx-a11y-x/no-autofocus
            autoFocus={Boolean(error)}
            aria-invalid={ids.invalid}
            aria-describedby={ids.describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Button type="submit" className="sm:mt-8">
        Check for storms
      </Button>
    </form>
  );
}
