import { LinkButton } from "../ui/Button";
import { Icon } from "../ui/Icon";

/** The 24/7 emergency call block on storm and tarping pages. */
export function EmergencyLine({ phone }: { phone: { display: string; e164: string } }) {
  return (
    <section aria-label="24/7 emergency line" className="bg-accent-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-brand-900 flex items-center gap-3 text-lg font-semibold">
          <Icon name="clock" className="text-accent-600 size-8" />
          <span>
            24/7 emergency line: a person answers day or night, weekends and holidays included.
          </span>
        </p>
        <LinkButton href={`tel:${phone.e164}`} size="lg">
          <Icon name="phone" />
          Call {phone.display}
        </LinkButton>
      </div>
    </section>
  );
}
