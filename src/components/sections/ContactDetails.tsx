import type { ReactNode } from "react";
import type { OpeningHours } from "../../config/site";
import type { IconName } from "../../lib/icon-names";
import { formatClock } from "../../lib/date-format";
import { Icon } from "../ui/Icon";

interface ContactDetailsProps {
  phone: { display: string; e164: string };
  email: string;
  serviceAreaText: string;
  hours: readonly OpeningHours[];
  closedLabel: string;
  emergencyText: string;
}

function Row({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  return (
    <div className="relative py-3 pl-10 sm:py-4">
      <dt className="text-brand-900 font-bold">
        <Icon name={icon} className="text-accent-600 absolute top-3 left-0 sm:top-4" />
        {term}
      </dt>
      {children}
    </div>
  );
}

/**
 * Phone, business hours, the emergency line, email and service area, as a definition list
 * in that order: what a caller needs first comes first. Tighter rows on a phone, where the
 * list sits between the heading and the form.
 */
export function ContactDetails(props: ContactDetailsProps) {
  const { phone, email, serviceAreaText, hours, closedLabel, emergencyText } = props;
  return (
    <dl className="divide-line rounded-card shadow-card divide-y bg-white px-5">
      <Row icon="phone" term="Phone">
        <dd>
          <a
            href={`tel:${phone.e164}`}
            className="text-brand-700 font-display text-2xl font-bold underline underline-offset-4 sm:text-3xl"
          >
            {phone.display}
          </a>
        </dd>
      </Row>
      <Row icon="clock" term="Business Hours">
        {hours.map((entry) => (
          <dd key={entry.label}>
            {entry.label}: {formatClock(entry.opens)} – {formatClock(entry.closes)}
          </dd>
        ))}
        <dd>{closedLabel}</dd>
      </Row>
      <Row icon="storm" term="Emergencies">
        <dd>{emergencyText}</dd>
        {/* Someone with water coming in taps here, not back up to the number. */}
        <dd>
          <a href={`tel:${phone.e164}`} className="text-brand-700 font-semibold underline">
            Call the same number, day or night
          </a>
        </dd>
      </Row>
      <Row icon="mail" term="Email">
        <dd>
          <a href={`mailto:${email}`} className="text-brand-700 break-all underline">
            {email}
          </a>
        </dd>
      </Row>
      <Row icon="map-pin" term="Service Area">
        <dd>{serviceAreaText}</dd>
      </Row>
    </dl>
  );
}
