import type { OpeningHours } from "../../config/site";
import { formatClock } from "../../lib/format";
import { Icon } from "../ui/Icon";

interface ContactDetailsProps {
  phone: { display: string; e164: string };
  email: string;
  serviceAreaText: string;
  hours: readonly OpeningHours[];
  closedLabel: string;
  emergencyText: string;
}

/** Phone, email, service area, business hours and the emergency line, as a definition list. */
export function ContactDetails(props: ContactDetailsProps) {
  const { phone, email, serviceAreaText, hours, closedLabel, emergencyText } = props;
  const rowClass = "flex gap-4 py-4";
  const iconClass = "mt-0.5 text-accent-600";
  return (
    <dl className="divide-y divide-line">
      <div className={rowClass}>
        <Icon name="phone" className={iconClass} />
        <div>
          <dt className="font-bold text-brand-900">Phone</dt>
          <dd>
            <a href={`tel:${phone.e164}`} className="text-lg font-semibold text-brand-700 underline">
              {phone.display}
            </a>
          </dd>
        </div>
      </div>
      <div className={rowClass}>
        <Icon name="mail" className={iconClass} />
        <div>
          <dt className="font-bold text-brand-900">Email</dt>
          <dd>
            <a href={`mailto:${email}`} className="break-all text-brand-700 underline">
              {email}
            </a>
          </dd>
        </div>
      </div>
      <div className={rowClass}>
        <Icon name="map-pin" className={iconClass} />
        <div>
          <dt className="font-bold text-brand-900">Service Area</dt>
          <dd>{serviceAreaText}</dd>
        </div>
      </div>
      <div className={rowClass}>
        <Icon name="clock" className={iconClass} />
        <div>
          <dt className="font-bold text-brand-900">Business Hours</dt>
          {hours.map((entry) => (
            <dd key={entry.label}>
              {entry.label}: {formatClock(entry.opens)} – {formatClock(entry.closes)}
            </dd>
          ))}
          <dd>{closedLabel}</dd>
        </div>
      </div>
      <div className={rowClass}>
        <Icon name="storm" className={iconClass} />
        <div>
          <dt className="font-bold text-brand-900">Emergencies</dt>
          <dd>{emergencyText}</dd>
        </div>
      </div>
    </dl>
  );
}
