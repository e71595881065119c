import { proposalAdminPath } from "../../../lib/admin-routes";
import { formatDateTime } from "../format";
import { pricesLine } from "./proposal-prices";
import { ProposalStatusBadge } from "./ProposalStatusBadge";

/** A version as the lists show it (server/proposals/staff-proposal-repo.ts VersionSummary). */
export interface VersionRow {
  id: number;
  number: string;
  version: number;
  status: string;
  createdAt: string;
  sentAt: string | null;
  acceptedTotal: number | null;
  optionTotals: readonly number[];
}

/** Versions, each linking to its page, with its status and when it went out. */
export function ProposalVersionList({
  versions,
  currentId,
}: {
  versions: readonly VersionRow[];
  /** The version whose page this is: named, not linked */
  currentId?: number | undefined;
}) {
  return (
    <ul className="grid gap-2">
      {versions.map((version) => (
        <li key={version.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {version.id === currentId ? (
            <span className="font-semibold" aria-current="page">
              {version.number}, version {version.version}
            </span>
          ) : (
            <a
              href={proposalAdminPath(version.id)}
              className="text-brand-700 font-semibold underline"
            >
              {version.number}, version {version.version}
            </a>
          )}
          <ProposalStatusBadge status={version.status} />
          <span className="text-muted text-sm">
            {version.sentAt ? `Sent ${formatDateTime(version.sentAt)}` : "Not sent"}
            {`, ${pricesLine(version)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
