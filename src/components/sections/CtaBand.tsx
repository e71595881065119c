import { LinkButton } from "../ui/Button";
import { ButtonPair } from "../ui/ButtonPair";
import { Icon } from "../ui/Icon";

interface CtaBandProps {
  heading: string;
  body: string;
  phone: { display: string; e164: string };
  quoteHref?: string;
  quoteLabel?: string;
}

/** A full-width band that offers the two ways to reach the company: quote or call. */
export function CtaBand({
  heading,
  body,
  phone,
  quoteHref = "/contact#quote-form",
  quoteLabel = "Get a Free Quote",
}: CtaBandProps) {
  return (
    <section className="bg-accent-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-extrabold text-white">{heading}</h2>
          <p className="text-accent-50 mt-2 text-lg">{body}</p>
        </div>
        <ButtonPair className="shrink-0">
          <LinkButton href={quoteHref} variant="light" size="lg">
            {quoteLabel}
          </LinkButton>
          <LinkButton href={`tel:${phone.e164}`} variant="ghostLight" size="lg">
            <Icon name="phone" />
            Call {phone.display}
          </LinkButton>
        </ButtonPair>
      </div>
    </section>
  );
}
