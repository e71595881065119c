import { Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";
import { leadStatusLabel } from "../../lib/lead-statuses";

interface LeadActionsProps {
  reference: string;
  status: string;
  statuses: readonly string[];
  /** Form addresses of the actions, e.g. "?_action=admin.setStatus" */
  statusAction: string;
  noteAction: string;
  noteMaxLength: number;
}

/** Change the status and add a note: plain forms, answered by a redirect back here. */
export function LeadActions({
  reference,
  status,
  statuses,
  statusAction,
  noteAction,
  noteMaxLength,
}: LeadActionsProps) {
  return (
    <div className="grid gap-6">
      <form method="post" action={statusAction} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="reference" value={reference} />
        <Field label="Status" className="grow">
          {({ id }) => (
            <select id={id} name="status" defaultValue={status} className={controlClass}>
              {statuses.map((value) => (
                <option key={value} value={value}>
                  {leadStatusLabel(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          Save Status
        </Button>
      </form>
      <form method="post" action={noteAction} className="grid gap-3">
        <input type="hidden" name="reference" value={reference} />
        <Field label="Add a note">
          {({ id }) => (
            <textarea
              id={id}
              name="note"
              rows={3}
              maxLength={noteMaxLength}
              required
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" className="justify-self-start">
          Add Note
        </Button>
      </form>
    </div>
  );
}
