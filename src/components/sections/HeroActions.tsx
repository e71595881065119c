import { LinkButton } from "../ui/Button";

interface HeroActionsProps {
  /** Where the main button goes: usually the page's own #quote-form */
  href: string;
  label: string;
  phone: { display: string; e164: string };
  /** Text of the call button; default "Call (502) 555-0147" */
  callLabel?: string;
}

/** The two ways every hero offers to reach the company: the main action, and a call. */
export function HeroActions({ href, label, phone, callLabel }: HeroActionsProps) {
  return (
    <>
      <LinkButton href={href} size="lg">
        {label}
      </LinkButton>
      <LinkButton href={`tel:${phone.e164}`} variant="ghostLight" size="lg">
        {callLabel ?? `Call ${phone.display}`}
      </LinkButton>
    </>
  );
}
