import { Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";

/**
 * A copy of a client's data on request: the email address or phone number they sent
 * from. A plain POST, so the address stays out of URLs and logs; the answer is the ZIP.
 */
export function ClientCopyForm({ action }: { action: string }) {
  return (
    <form method="post" action={action} className="grid gap-3">
      <p>
        Downloads everything held about a client as a ZIP: each of their requests with its consent,
        notes, history, emails and webhook records (data.json) and their photos.
      </p>
      <Field label="The client's email address or phone number">
        {({ id }) => (
          <input
            id={id}
            name="contact"
            required
            maxLength={254}
            autoComplete="off"
            className={controlClass}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" className="justify-self-start">
        Download a Copy
      </Button>
    </form>
  );
}
