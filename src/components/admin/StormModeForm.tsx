import { Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";

interface StormModeFormProps {
  action: string;
  setting: "auto" | "on" | "off";
  line: string;
  /** The wording shown when the line is left empty */
  defaultLine: string;
  error?: string | undefined;
}

const CHOICES = [
  {
    value: "auto",
    label: "Automatic: on for 14 days after hail of 1 in or wind of 58 mph in our counties",
  },
  { value: "on", label: "On: show the banner now" },
  { value: "off", label: "Off: no banner, whatever was reported" },
] as const;

/** Storm mode's setting and banner line, a plain POST form. */
export function StormModeForm({ action, setting, line, defaultLine, error }: StormModeFormProps) {
  return (
    <form method="post" action={action} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="text-brand-900 mb-1 font-semibold">Storm mode</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2">
            <input
              type="radio"
              name="setting"
              value={choice.value}
              defaultChecked={setting === choice.value}
              className="size-5"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <Field label="Banner line" hint={`Leave empty to show: “${defaultLine}”`} error={error}>
        {(ids) => (
          <input
            id={ids.id}
            name="line"
            maxLength={160}
            defaultValue={line}
            aria-invalid={ids.invalid}
            aria-describedby={ids.describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" className="justify-self-start">
        Save storm mode
      </Button>
    </form>
  );
}
