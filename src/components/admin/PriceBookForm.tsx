import type { FieldKind } from "../../lib/estimate/price-book-field";
import { Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";

export interface PriceField {
  name: string;
  label: string;
  kind: FieldKind;
  value: string;
  error?: string | undefined;
  choices?: ReadonlyArray<{ value: string; label: string }> | undefined;
}

export interface PriceGroup {
  id: string;
  title: string;
  fields: PriceField[];
}

interface PriceBookFormProps {
  /** The save action's form address */
  action: string;
  /** The version the form shows; a save from an older one is refused */
  basedOn: string;
  groups: PriceGroup[];
}

/** One control: text for words, a decimal keyboard for figures. */
function PriceInput({
  field,
  ids,
}: {
  field: PriceField;
  ids: Parameters<Parameters<typeof Field>[0]["children"]>[0];
}) {
  const words = field.kind === "name" || field.kind === "description";
  if (field.choices)
    return (
      <select
        id={ids.id}
        name={field.name}
        defaultValue={field.value}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        className={controlClass}
      >
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  return (
    <input
      id={ids.id}
      name={field.name}
      type="text"
      inputMode={words ? undefined : "decimal"}
      defaultValue={field.value}
      required
      maxLength={words ? 300 : 12}
      autoComplete="off"
      aria-describedby={ids.describedBy}
      aria-invalid={ids.invalid || undefined}
      className={controlClass}
    />
  );
}

/**
 * The price book as a plain form, one fieldset per option, add-on, the tear-off and the
 * financing; a wrong figure's message sits under its field. Saving makes a new version.
 */
export function PriceBookForm({ action, basedOn, groups }: PriceBookFormProps) {
  return (
    <form method="post" action={action} className="grid gap-6">
      <input type="hidden" name="basedOn" value={basedOn} />
      {groups.map((group) => (
        <fieldset
          key={group.id}
          className="border-line grid gap-4 rounded-lg border p-4 sm:grid-cols-2"
        >
          <legend className="px-1 text-lg font-bold">{group.title}</legend>
          {group.fields.map((field) => (
            <Field
              key={field.name}
              label={field.label}
              required
              error={field.error}
              className={field.kind === "description" ? "sm:col-span-2" : ""}
            >
              {(ids) => <PriceInput field={field} ids={ids} />}
            </Field>
          ))}
        </fieldset>
      ))}
      <Button type="submit" className="justify-self-start">
        Save prices
      </Button>
    </form>
  );
}
