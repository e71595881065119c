import { formatDateTime } from "../format";

interface TrailEvent {
  kind: string;
  at: string;
  actor: string;
  ipAddress: string | null;
  identifiedBy: string | null;
}

/** "document-made" → "Document made" */
const kindLabel = (kind: string) => {
  const words = kind.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "staff:office@example.com" → "office@example.com"; "homeowner" as it is. */
const actorName = (actor: string) => actor.replace(/^staff:/, "");

/** A version's audit trail, oldest first: what happened, when, by whom and from where. */
export function ProposalTrail({ events }: { events: readonly TrailEvent[] }) {
  if (events.length === 0) return <p className="text-muted">Nothing has happened yet.</p>;
  return (
    <ol className="grid gap-2">
      {events.map((event, index) => (
        <li key={index} className="text-sm">
          <span className="font-semibold">{kindLabel(event.kind)}</span>{" "}
          <span className="text-muted">
            {formatDateTime(event.at)}, {actorName(event.actor)}
            {event.ipAddress && `, from ${event.ipAddress}`}
          </span>
          {event.identifiedBy && <span className="text-muted block">{event.identifiedBy}</span>}
        </li>
      ))}
    </ol>
  );
}
