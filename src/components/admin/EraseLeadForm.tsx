import { Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";

interface EraseLeadFormProps {
  reference: string;
  /** The form's address, e.g. "?_action=admin.eraseLead" */
  action: string;
}

/**
 * Erasing a lead at its client's request: staff type its reference to confirm. What has
 * already left the server cannot be taken back, and the form says so before anything.
 */
export function EraseLeadForm({ reference, action }: EraseLeadFormProps) {
  return (
    <form method="post" action={action} className="grid gap-3">
      <input type="hidden" name="reference" value={reference} />
      <p>
        Erases this lead with its photos, notes, history, emails and chat and webhook records. Only
        a line saying that {reference} was erased, when and by whom is kept.
      </p>
      <p className="font-semibold">
        Emails already sent and webhooks already delivered cannot be recalled. Each connected
        business tool is sent a lead.deleted event asking it to erase its copy.
      </p>
      <Field label={`Type ${reference} to confirm`}>
        {({ id }) => (
          <input
            id={id}
            name="confirmation"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            className={controlClass}
          />
        )}
      </Field>
      <Button type="submit" variant="outline" className="justify-self-start">
        Erase Lead
      </Button>
    </form>
  );
}
