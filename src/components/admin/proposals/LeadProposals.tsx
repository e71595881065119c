import { newProposalPath } from "../../../lib/admin-routes";
import { ProposalVersionList, type VersionRow } from "./ProposalVersionList";

/** On a lead's page: its proposals' versions, and the way to start one. */
export function LeadProposals({
  reference,
  versions,
}: {
  reference: string;
  versions: readonly VersionRow[];
}) {
  return (
    <div className="grid gap-3">
      {versions.length > 0 && <ProposalVersionList versions={versions} />}
      <a href={newProposalPath(reference)} className="text-brand-700 font-semibold underline">
        {versions.length > 0 ? "Start another proposal" : "Write a proposal"}
      </a>
    </div>
  );
}
