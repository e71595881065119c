import { cn } from "../../lib/cn";
import { statusLabel } from "./format";

const tones: Record<string, string> = {
  new: "bg-brand-100 text-brand-900",
  contacted: "bg-amber-100 text-amber-900",
  scheduled: "bg-sky-100 text-sky-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
  spam: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold",
        tones[status] ?? "bg-slate-200 text-slate-800",
      )}
    >
      {statusLabel(status)}
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
