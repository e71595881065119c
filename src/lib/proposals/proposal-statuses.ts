/*
 * The statuses a proposal version moves through, with the moves allowed between them.
 * Everything that decides by a version's status (what the homeowner's link shows, what
 * staff may do, the sweep, the reports) reads this table, so a new status is one row here.
 *
 * A sent version never changes: a change by staff is a new version, and the old one moves
 * to "replaced". A signed one ("accepted") can still be cancelled, by the homeowner within a
 * cancellation window or by staff; nothing else moves it.
 */

interface ProposalStatusSpec {
  value: string;
  /** Its name for staff */
  label: string;
  /** The badge's colours (Tailwind classes), as lead statuses have */
  tone: string;
  /** Where it may move next; empty means it is final */
  next: readonly string[];
  /** Staff may still edit it */
  editable?: true;
  /** The homeowner may sign it (if it has not expired) */
  signable?: true;
}

/** In the order a version usually passes through them. */
export const proposalStatusTable = [
  {
    value: "draft",
    label: "Draft",
    tone: "bg-slate-100 text-slate-800",
    next: ["sent", "cancelled"],
    editable: true,
  },
  {
    value: "sent",
    label: "Sent",
    tone: "bg-brand-100 text-brand-900",
    next: ["viewed", "accepted", "declined", "expired", "replaced", "cancelled"],
    signable: true,
  },
  {
    value: "viewed",
    label: "Viewed",
    tone: "bg-sky-100 text-sky-900",
    next: ["accepted", "declined", "expired", "replaced", "cancelled"],
    signable: true,
  },
  {
    value: "accepted",
    label: "Accepted (signed)",
    tone: "bg-green-100 text-green-900",
    next: ["cancelled"],
  },
  {
    // Staff may still send a changed version after a "no", which then replaces this one.
    value: "declined",
    label: "Declined",
    tone: "bg-amber-100 text-amber-900",
    next: ["replaced"],
  },
  {
    value: "expired",
    label: "Expired",
    tone: "bg-slate-200 text-slate-800",
    next: ["replaced"],
  },
  {
    value: "replaced",
    label: "Replaced by a newer version",
    tone: "bg-slate-200 text-slate-800",
    next: [],
  },
  {
    value: "cancelled",
    label: "Cancelled",
    tone: "bg-red-100 text-red-900",
    next: [],
  },
] as const satisfies readonly ProposalStatusSpec[];

type Row = (typeof proposalStatusTable)[number];
export type ProposalStatus = Row["value"];

export const proposalStatuses = proposalStatusTable.map((status) => status.value) as [
  ProposalStatus,
  ...ProposalStatus[],
];

export const isProposalStatus = (value: unknown): value is ProposalStatus =>
  typeof value === "string" && (proposalStatuses as readonly string[]).includes(value);

const specOf = (value: string): ProposalStatusSpec | undefined =>
  proposalStatusTable.find((status) => status.value === value);

/** Whether a version in `from` may move to `to`; a status unknown to the table moves nowhere. */
export const canMove = (from: string, to: string): boolean =>
  isProposalStatus(to) && (specOf(from)?.next.includes(to) ?? false);

/** Whether nothing can happen to a version in `status` any more. */
export const isFinal = (status: string): boolean => specOf(status)?.next.length === 0;

/** Whether the homeowner may sign a version in `status` (expiry is checked apart). */
export const isSignable = (status: string): boolean => specOf(status)?.signable === true;

/** Whether staff may still edit a version in `status`. */
export const isEditable = (status: string): boolean => specOf(status)?.editable === true;

/** The values of the statuses that meet `test`, e.g. proposalStatusesWhere((s) => s.signable === true). */
export const proposalStatusesWhere = (
  test: (status: ProposalStatusSpec) => boolean,
): ProposalStatus[] =>
  proposalStatusTable.filter((status) => test(status)).map((status) => status.value);

/** "accepted" → "Accepted (signed)"; a status since retired shows capitalised as stored. */
export const proposalStatusLabel = (status: string): string =>
  specOf(status)?.label ?? status.charAt(0).toUpperCase() + status.slice(1);

/** The badge's colours for `status`; a retired one gets the neutral tone. */
export const proposalStatusTone = (status: string): string =>
  specOf(status)?.tone ?? "bg-slate-200 text-slate-800";
