import { DataTable } from "./DataTable";
import { leadPath } from "../../lib/admin-routes";
import { cn } from "../../lib/cn";
import { serviceLabel, type Lead } from "../../lib/lead-model";
import { formatDateTime } from "./format";
import { StatusBadge, StormBadge, UrgentBadge } from "./StatusBadge";
import { WaitedLine } from "./WaitedLine";
import type { WaitShown } from "../../lib/waited";

/** What the inbox list shows of a lead. */
export type LeadRow = Pick<
  Lead,
  | "reference"
  | "createdAt"
  | "name"
  | "phone"
  | "email"
  | "serviceType"
  | "status"
  | "urgent"
  | "storm"
> & {
  /** "Waiting 12 min" for a new lead, "Answered in 4 min" once contacted */
  waited?: WaitShown | null;
  /** The town of the address, when it tells one */
  town?: string | undefined;
};

const COLUMNS = ["Received", "Name", "Contact", "Service", "Status"];

/**
 * The inbox list from the small breakpoint up (LeadCardList is the phone's). Every value
 * a visitor typed is rendered as text by React, never as HTML.
 */
export function LeadTable({ leads, caption }: { leads: readonly LeadRow[]; caption: string }) {
  if (leads.length === 0)
    return <p className="rounded-card shadow-card bg-white p-6">No leads match this filter.</p>;
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      minWidth="min-w-3xl"
      className="rounded-card shadow-card hidden bg-white sm:block"
      cellPadding="px-4 py-3"
    >
      {leads.map((lead) => (
        <tr
          key={lead.reference}
          className={cn("border-line border-t align-top", lead.urgent && "bg-red-50")}
        >
          <td
            className={cn("px-4 py-3 whitespace-nowrap", lead.urgent && "border-danger border-l-4")}
          >
            <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            <WaitedLine waited={lead.waited} />
          </td>
          {/* Visitor text wraps anywhere: a name with no space would widen the table. */}
          <td className="px-4 py-3 wrap-anywhere">
            <a href={leadPath(lead.reference)} className="text-brand-700 font-semibold underline">
              {lead.name}
            </a>
            <span className="text-muted block">{lead.reference}</span>
          </td>
          <td className="px-4 py-3 wrap-anywhere">
            <span className="block">{lead.phone}</span>
            <span className="block">{lead.email}</span>
          </td>
          <td className="px-4 py-3">
            <span className="flex flex-wrap items-center gap-2">
              {serviceLabel(lead.serviceType)}
              {lead.urgent && <UrgentBadge />}
              {lead.storm && <StormBadge line={lead.storm} />}
            </span>
          </td>
          <td className="px-4 py-3">
            <StatusBadge status={lead.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
