import type { ReactNode } from "react";
import type { LeadEvent } from "../../lib/lead-event";
import { leadStatusLabel, statusOfCompletion } from "../../lib/lead-statuses";
import { formatDateTime } from "./format";
import { StatusBadge } from "./StatusBadge";

function describe(entry: LeadEvent): ReactNode {
  // "Moved" from Job completed to itself: the completion day was corrected (lead-updates.ts).
  if (
    entry.kind === "status" &&
    entry.fromStatus === statusOfCompletion &&
    entry.toStatus === statusOfCompletion
  )
    return `${leadStatusLabel(statusOfCompletion)}: day corrected`;
  // The statuses as their badges, so the line reads at a glance which way the lead moved.
  if (entry.kind === "status")
    return (
      <>
        Status changed from <StatusBadge status={entry.fromStatus ?? ""} /> to{" "}
        <StatusBadge status={entry.toStatus ?? ""} />
      </>
    );
  if (entry.kind === "retry") return `Email (${entry.body}) queued again`;
  return "Note";
}

/** Who did what to the lead and when, oldest first, starting with its arrival. */
export function LeadHistory({
  receivedAt,
  entries,
}: {
  receivedAt: string;
  entries: readonly LeadEvent[];
}) {
  return (
    <ol className="grid gap-3">
      <li className="border-line border-l-4 pl-4">
        <p className="font-semibold">Request received</p>
        <p className="text-muted text-sm">
          <time dateTime={receivedAt}>{formatDateTime(receivedAt)}</time> · from the website
        </p>
      </li>
      {entries.map((entry) => (
        <li key={entry.id} className="border-brand-200 border-l-4 pl-4">
          <p className="font-semibold">{describe(entry)}</p>
          {(entry.kind === "note" || (entry.kind === "status" && entry.body)) && (
            <p className="break-words whitespace-pre-wrap">{entry.body}</p>
          )}
          <p className="text-muted text-sm">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> ·{" "}
            {entry.actorEmail}
          </p>
        </li>
      ))}
    </ol>
  );
}
