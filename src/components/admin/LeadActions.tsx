import { Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";
import { leadStatusLabel, statusOfCompletion } from "../../lib/lead-statuses";

interface LeadActionsProps {
  reference: string;
  status: string;
  statuses: readonly string[];
  /** Form addresses of the actions, e.g. "?_action=admin.setStatus" */
  statusAction: string;
  noteAction: string;
  noteMaxLength: number;
  /** The days "Job completed on" may take (YYYY-MM-DD, Louisville) and the lead's day, if completed */
  completion: { earliest: string; today: string; completedOn: string | null };
  /** What saving "Job completed" sets off (the review request), shown while it is chosen */
  completionNote?: string | null;
}

/** Change the status and add a note: plain forms, answered by a redirect back here. */
export function LeadActions({
  reference,
  status,
  statuses,
  statusAction,
  noteAction,
  noteMaxLength,
  completion,
  completionNote = null,
}: LeadActionsProps) {
  return (
    <div className="grid gap-6">
      {/* The fields share a row from the small breakpoint, tops aligned (the day's hint
          hangs below it); the button has its own line, as in the note form below. */}
      <form method="post" action={statusAction} className="group grid gap-3">
        <input type="hidden" name="reference" value={reference} />
        <div className="grid gap-3 sm:flex sm:items-start">
          <Field label="Status" className="sm:grow sm:basis-0">
            {({ id }) => (
              <select id={id} name="status" defaultValue={status} className={controlClass}>
                {statuses.map((value) => (
                  <option
                    key={value}
                    value={value}
                    data-records-completion={value === statusOfCompletion ? "" : undefined}
                  >
                    {leadStatusLabel(value)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {/* Shown by CSS alone while "Job completed" is chosen; read only for that status. */}
          {/* Empty until a day is picked: the server reads that as today (or the day a completed
            lead has), so a page left open overnight never posts yesterday. */}
          <Field
            label="Job completed on"
            {...(status === statusOfCompletion
              ? {}
              : { hint: "Leave blank if the job was finished today." })}
            className="hidden group-has-[option[data-records-completion]:checked]:flex sm:grow sm:basis-0"
          >
            {({ id, describedBy }) => (
              <input
                id={id}
                type="date"
                name="completedOn"
                min={completion.earliest}
                max={completion.today}
                defaultValue={status === statusOfCompletion ? (completion.completedOn ?? "") : ""}
                aria-describedby={describedBy}
                className={controlClass}
              />
            )}
          </Field>
        </div>
        {completionNote && status !== statusOfCompletion && (
          <p className="text-muted hidden text-sm group-has-[option[data-records-completion]:checked]:block">
            {completionNote}
          </p>
        )}
        <Button type="submit" variant="secondary" className="justify-self-start">
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
