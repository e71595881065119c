import { LinkButton } from "../ui/Button";
import { ButtonPair } from "../ui/ButtonPair";
import { Icon } from "../ui/Icon";

interface SponsorshipContactProps {
  heading: string;
  body: string[];
  phone: { display: string; e164: string };
  email: string;
}

/**
 * Where a sponsorship request goes: the office's phone and email, with the page's honest note
 * that the list of what the business supports is still being written.
 */
export function SponsorshipContact({ heading, body, phone, email }: SponsorshipContactProps) {
  return (
    <div className="rounded-card border-line shadow-card mx-auto max-w-3xl border bg-white p-8 sm:p-10">
      <h2 id="sponsorship-contact" className="text-2xl font-extrabold sm:text-3xl">
        {heading}
      </h2>
      <div className="text-muted mt-4 space-y-4 text-lg">
        {body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ButtonPair className="mt-8">
        <LinkButton href={`tel:${phone.e164}`} size="lg">
          <Icon name="phone" />
          Call {phone.display}
        </LinkButton>
        <LinkButton
          // The address alone, as every other email link names it (the pages' structured data
          // checks that each mailto is the business's address).
          href={`mailto:${email}`}
          variant="outline"
          size="lg"
        >
          <Icon name="mail" />
          Email us
        </LinkButton>
      </ButtonPair>
    </div>
  );
}
