import { leadPath } from "../../lib/admin-routes";
import { cn } from "../../lib/cn";
import { serviceLabel } from "../../lib/lead-model";
import { smsHref, telHref } from "../../lib/phone-links";
import { LinkButton } from "../ui/Button";
import { formatDateTime } from "./format";
import type { LeadRow } from "./LeadTable";
import { StatusBadge, StormBadge, UrgentBadge } from "./StatusBadge";
import { WaitedLine } from "./WaitedLine";

/**
 * The inbox on a phone, below the small breakpoint: one card per lead with what the owner
 * decides on (who, what, where, how long it has waited, its status) and Call and Text
 * buttons. CSS alone swaps it with LeadTable, so it needs no script. Visitor values are
 * text nodes; the links use only the server-built path and the phone's digits.
 */
export function LeadCardList({ leads, label }: { leads: readonly LeadRow[]; label: string }) {
  if (leads.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:hidden" aria-label={label}>
      {leads.map((lead) => (
        <li
          key={lead.reference}
          className={cn(
            "rounded-card shadow-card grid min-w-0 gap-3 bg-white p-4",
            lead.urgent && "border-danger border-l-4 bg-red-50",
          )}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 text-lg font-bold wrap-anywhere">
              <a href={leadPath(lead.reference)} className="text-brand-700 underline">
                {lead.name}
              </a>
            </h2>
            <StatusBadge status={lead.status} />
          </div>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {lead.urgent && <UrgentBadge />}
            {lead.storm && <StormBadge line={lead.storm} />}
            <span className="font-semibold">{serviceLabel(lead.serviceType)}</span>
            {lead.town && <span className="min-w-0 wrap-anywhere">in {lead.town}</span>}
          </p>
          <p className="text-sm">
            <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            <WaitedLine waited={lead.waited} />
          </p>
          <div className="grid grid-cols-2 gap-3">
            <LinkButton href={telHref(lead.phone)} size="sm" aria-label={`Call ${lead.name}`}>
              Call
            </LinkButton>
            <LinkButton
              href={smsHref(lead.phone)}
              size="sm"
              variant="outline"
              aria-label={`Text ${lead.name}`}
            >
              Text
            </LinkButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
