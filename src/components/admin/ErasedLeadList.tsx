import { DataTable } from "./DataTable";
import { formatDateTime } from "./format";

/** The audit line an erased lead left (the server's `ErasedLead`): nothing of the client. */
export interface ErasedLeadLine {
  reference: string;
  erasedAt: string;
  reason: "request" | "retention";
  /** The staff account's email; "" for the retention rule */
  actorEmail: string;
}

/** The latest erased leads: reference, when, and who (or the retention rule). */
export function ErasedLeadList({ erasedLeads }: { erasedLeads: ErasedLeadLine[] }) {
  if (erasedLeads.length === 0) return <p className="text-muted">No lead has been erased yet.</p>;
  return (
    <DataTable
      caption="Erased leads, newest first"
      columns={["Reference", "Erased", "By"]}
      minWidth="min-w-md"
    >
      {erasedLeads.map((erased) => (
        <tr key={erased.reference} className="border-line border-t">
          <td className="px-3 py-2 font-mono">{erased.reference}</td>
          <td className="px-3 py-2">{formatDateTime(erased.erasedAt)}</td>
          <td className="px-3 py-2">
            {erased.reason === "retention" ? "The retention rule" : erased.actorEmail}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
