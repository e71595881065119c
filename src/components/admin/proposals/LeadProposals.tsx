import { newProposalPath } from "../../../lib/admin-routes";
import { LinkButton } from "../../ui/Button";
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
      <div>
        <LinkButton href={newProposalPath(reference)} variant="outline" size="sm">
          {versions.length > 0 ? "Start Another Proposal" : "Write a Proposal"}
        </LinkButton>
      </div>
    </div>
  );
}
