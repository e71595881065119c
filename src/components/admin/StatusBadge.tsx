import { cn } from "../../lib/cn";
import { leadStatusLabel, statusTone } from "../../lib/lead-statuses";

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold",
        statusTone(status),
      )}
    >
      {leadStatusLabel(status)}
    </span>
  );
}

/** Emergency requests: the office calls these back first. */
export function UrgentBadge() {
  return (
    <span className="bg-danger inline-block rounded-full px-2.5 py-0.5 text-sm font-bold text-white">
      Urgent
    </span>
  );
}

/** A lead with hail or damaging wind reported near it: the line says what, on hover and to screen readers. */
export function StormBadge({ line }: { line: string }) {
  return (
    <span
      title={line}
      className="bg-brand-900 inline-block rounded-full px-2.5 py-0.5 text-sm font-bold text-white"
    >
      Storm<span className="sr-only">: {line}</span>
    </span>
  );
}
