import { LinkButton } from "../ui/Button";
import { ButtonPair, PAIR_LABEL_MAX } from "../ui/ButtonPair";

interface HeroActionsProps {
  /** Where the main button goes: usually the page's own #quote-form */
  href: string;
  label: string;
  phone: { display: string; e164: string };
  /** Text of the call button; default "Call (502) 555-0147" */
  callLabel?: string;
  /** The hero's background: the call button is outlined in white on dark, in navy on light */
  tone?: "dark" | "light";
  /** An emergency page: the call is the main action, so it comes first and filled */
  callFirst?: boolean;
}

/** The two ways every hero offers to reach the company: the main action, and a call. */
export function HeroActions({
  href,
  label,
  phone,
  callLabel,
  tone = "dark",
  callFirst = false,
}: HeroActionsProps) {
  const secondary = tone === "dark" ? "ghostLight" : "outline";
  const callText = callLabel ?? `Call ${phone.display}`;
  const main = (
    <LinkButton key="main" href={href} variant={callFirst ? secondary : "primary"} size="lg">
      {label}
    </LinkButton>
  );
  const call = (
    <LinkButton
      key="call"
      href={`tel:${phone.e164}`}
      variant={callFirst ? "primary" : secondary}
      size="lg"
    >
      {callText}
    </LinkButton>
  );
  return (
    <ButtonPair stack={Math.max(label.length, callText.length) > PAIR_LABEL_MAX}>
      {callFirst ? [call, main] : [main, call]}
    </ButtonPair>
  );
}
