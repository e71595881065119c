import { LinkButton } from "../ui/Button";

interface HeroActionsProps {
  /** Where the main button goes: usually the page's own #quote-form */
  href: string;
  label: string;
  phone: { display: string; e164: string };
  /** Text of the call button; default "Call (502) 555-0147" */
  callLabel?: string;
  /** The hero's background: the call button is outlined in white on dark, in navy on light */
  tone?: "dark" | "light";
}

/** The two ways every hero offers to reach the company: the main action, and a call. */
export function HeroActions({ href, label, phone, callLabel, tone = "dark" }: HeroActionsProps) {
  return (
    <>
      <LinkButton href={href} size="lg">
        {label}
      </LinkButton>
      <LinkButton
        href={`tel:${phone.e164}`}
        variant={tone === "dark" ? "ghostLight" : "outline"}
        size="lg"
      >
        {callLabel ?? `Call ${phone.display}`}
      </LinkButton>
    </>
  );
}
