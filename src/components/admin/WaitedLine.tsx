import { cn } from "../../lib/cn";
import type { WaitShown } from "../../lib/waited";

/** "Waiting 20 min" or "Answered in 4 min"; red and bold once past the escalation time. */
export function WaitedLine({ waited }: { waited: WaitShown | null | undefined }) {
  if (!waited) return null;
  return (
    <span
      className={cn("block text-sm", waited.overdue ? "text-danger font-semibold" : "text-muted")}
    >
      {waited.label}
    </span>
  );
}
