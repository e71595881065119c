import { smsHref, telHref } from "../../lib/phone-links";
import { Button, LinkButton } from "../ui/Button";

interface LeadContactBarProps {
  reference: string;
  phone: string;
  email: string;
  /** The "called" action's form address */
  calledAction: string;
}

/**
 * What the owner does from a lead, first on its page: call, text or email the customer,
 * then tap "Called" (a plain form, so it works without JavaScript) to mark the lead
 * contacted and keep its response time. Two by two on a phone, so all four fit the first
 * screen with thumb-sized targets; one row on a wider screen.
 */
export function LeadContactBar({ reference, phone, email, calledAction }: LeadContactBarProps) {
  return (
    <section aria-label="Contact the customer" className="grid gap-2">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        <LinkButton href={telHref(phone)}>Call</LinkButton>
        <LinkButton href={smsHref(phone)} variant="outline">
          Text
        </LinkButton>
        <LinkButton href={`mailto:${encodeURIComponent(email)}`} variant="outline">
          Email
        </LinkButton>
        <form method="post" action={calledAction} className="grid">
          <input type="hidden" name="reference" value={reference} />
          <Button type="submit" variant="secondary">
            Called
          </Button>
        </form>
      </div>
      <p className="text-muted text-sm">
        Tap &ldquo;Called&rdquo; once you have spoken with the customer: a new lead becomes
        Contacted and its response time is kept.
      </p>
    </section>
  );
}
