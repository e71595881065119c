import { Button } from "../ui/Button";
import { controlClass } from "../ui/Field";
import { statusLabel } from "./format";

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
        <div className="flex grow flex-col gap-1.5">
          <label htmlFor="lead-status" className="text-brand-900 font-semibold">
            Status
          </label>
          <select id="lead-status" name="status" defaultValue={status} className={controlClass}>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Save Status
        </Button>
      </form>
      <form method="post" action={noteAction} className="grid gap-3">
        <input type="hidden" name="reference" value={reference} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="lead-note" className="text-brand-900 font-semibold">
            Add a note
          </label>
          <textarea
            id="lead-note"
            name="note"
            rows={3}
            maxLength={noteMaxLength}
            required
            className={controlClass}
          />
        </div>
        <Button type="submit" variant="outline" className="justify-self-start">
          Add Note
        </Button>
      </form>
    </div>
  );
}
