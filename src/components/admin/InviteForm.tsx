import { Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";

interface InviteFormProps {
  /** The invite action's form address, e.g. "?_action=admin.inviteStaff" */
  action: string;
  /** Why the last invitation was refused, shown under the field */
  error?: string | undefined;
}

/** Invite a colleague by email: a plain form, answered by a redirect back to the page. */
export function InviteForm({ action, error }: InviteFormProps) {
  return (
    <form method="post" action={action} className="flex flex-wrap items-start gap-3">
      <Field
        label="Email address"
        required
        error={error}
        hint="They get a link by email to choose a password. It works once, for 72 hours."
        className="min-w-64 grow"
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={320}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClass}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" className="mt-8">
        Send Invitation
      </Button>
    </form>
  );
}
