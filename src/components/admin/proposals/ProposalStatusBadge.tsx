import { cn } from "../../../lib/cn";
import { proposalStatusLabel, proposalStatusTone } from "../../../lib/proposals/proposal-statuses";

/** A proposal version's status, in the colours the status table gives it. */
export function ProposalStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold",
        proposalStatusTone(status),
      )}
    >
      {proposalStatusLabel(status)}
    </span>
  );
}
