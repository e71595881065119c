import { site } from "../../config/site";
import { PageHero } from "./PageHero";

/**
 * What a page behind an email's private link shows when the token opens nothing (mistyped,
 * cut short by a mail client, or its lead erased): what to do instead, and the phone.
 */
export function UnknownLinkHero({
  eyebrow,
  heading = "This link does not work",
  phoneOffer = "",
}: {
  eyebrow: string;
  heading?: string;
  /** What a call gets them, after the number, e.g. " and we will take you off our list" */
  phoneOffer?: string;
}) {
  return (
    <PageHero
      className="min-h-0"
      eyebrow={eyebrow}
      heading={heading}
      subheading={`Please use the link in our latest email, or call us at ${site.phone.display}${phoneOffer}.`}
    />
  );
}
