import { Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";

interface SetPasswordFormProps {
  /** The invited address: shown, and offered to password managers as the username */
  email: string;
  minLength: number;
}

/**
 * The invitation's form: a new password, typed twice. A plain form that posts to its own
 * page (the link's address, token included), so it works without JavaScript.
 */
export function SetPasswordForm({ email, minLength }: SetPasswordFormProps) {
  return (
    <form method="post" className="grid gap-5">
      <Field label="Email">
        {({ id }) => (
          <input
            id={id}
            type="email"
            value={email}
            readOnly
            autoComplete="username"
            className={controlClass}
          />
        )}
      </Field>
      <Field
        label="New password"
        required
        hint={`At least ${minLength} characters. A few unrelated words work well.`}
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Type the password again" required>
        {({ id }) => (
          <input
            id={id}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            className={controlClass}
          />
        )}
      </Field>
      <Button type="submit" size="lg">
        Set Password and Sign In
      </Button>
    </form>
  );
}
