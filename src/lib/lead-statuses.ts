/*
 * The statuses the office moves a lead through, and what each one means. Everything that
 * decides by a lead's status (the badge, the filter, the first contact, the "called"
 * button, the escalation of urgent leads, the reports, the inbox's waiting time) reads
 * it from this table, so a new status is one row here.
 */

interface LeadStatusSpec {
  value: string;
  /** Its name for staff */
  label: string;
  /** The badge's colours (Tailwind classes) */
  tone: string;
  /** Somebody has spoken with the customer: moving a lead here stores its first contact */
  countsAsContact: boolean;
  /** Leads start here: "person" for a real request, "spam" for one the spam checks flagged */
  initialFor?: "person" | "spam";
  /** What tapping "called" moves a lead still in the person's initial status to */
  afterCall?: true;
  /** Where a waiting lead goes when an inspection is booked for it (on /book or by staff) */
  afterBooking?: true;
  /** Where a waiting lead goes when the office sends it a proposal (it has heard from us) */
  afterProposalSent?: true;
  /** Where a lead goes when the homeowner signs a proposal (lib/proposals) */
  afterSigning?: true;
  /** Where a Won lead goes when the homeowner cancels its signed proposal in a notice's window */
  afterCancelling?: true;
  /** A lead here no longer needs its urgent escalation (it is no longer waiting) */
  endsEscalation: boolean;
  /** The reports count leads in this status as real requests */
  countedByReports: boolean;
  /** Moving a lead here records the day its job was finished (staff give the date) */
  recordsCompletion?: true;
}

/** In the order the staff pages list them. */
export const leadStatusTable = [
  {
    value: "new",
    label: "New",
    tone: "bg-brand-100 text-brand-900",
    countsAsContact: false,
    initialFor: "person",
    endsEscalation: false,
    countedByReports: true,
  },
  {
    value: "contacted",
    label: "Contacted",
    tone: "bg-amber-100 text-amber-900",
    countsAsContact: true,
    afterCall: true,
    afterProposalSent: true,
    endsEscalation: true,
    countedByReports: true,
  },
  {
    value: "scheduled",
    label: "Scheduled",
    tone: "bg-sky-100 text-sky-900",
    countsAsContact: true,
    afterBooking: true,
    endsEscalation: true,
    countedByReports: true,
  },
  {
    value: "won",
    label: "Won",
    tone: "bg-green-100 text-green-900",
    countsAsContact: true,
    afterSigning: true,
    endsEscalation: true,
    countedByReports: true,
  },
  {
    value: "completed",
    label: "Job completed",
    // Solid, where Won is pale: a finished job reads apart from a sold one at a glance.
    tone: "bg-emerald-800 text-white",
    countsAsContact: true,
    endsEscalation: true,
    countedByReports: true,
    recordsCompletion: true,
  },
  {
    // A contract the homeowner cancelled within its window is a sale lost, not one in
    // progress: the office hears of it by email and chat, and a new proposal signed later
    // moves the lead to Won again.
    value: "lost",
    label: "Lost",
    tone: "bg-slate-200 text-slate-800",
    countsAsContact: false,
    afterCancelling: true,
    endsEscalation: true,
    countedByReports: true,
  },
  {
    value: "spam",
    label: "Spam",
    tone: "bg-red-100 text-red-900",
    countsAsContact: false,
    initialFor: "spam",
    endsEscalation: true,
    countedByReports: false,
  },
] as const satisfies readonly LeadStatusSpec[];

type Row = (typeof leadStatusTable)[number];
export type LeadStatus = Row["value"];

export const leadStatuses = leadStatusTable.map((status) => status.value) as [
  LeadStatus,
  ...LeadStatus[],
];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (leadStatuses as readonly string[]).includes(value);

const specOf = (value: string): LeadStatusSpec | undefined =>
  leadStatusTable.find((status) => status.value === value);

/** The values of the statuses that meet `test`, e.g. statusesWhere((s) => !s.endsEscalation). */
export const statusesWhere = (test: (status: LeadStatusSpec) => boolean): LeadStatus[] =>
  leadStatusTable.filter((status) => test(status)).map((status) => status.value);

/** Where a lead starts: the spam status when the spam checks flagged it. */
export const initialStatus = (spamReason: string | null): LeadStatus =>
  statusesWhere((status) => status.initialFor === (spamReason ? "spam" : "person"))[0]!;

/** What "called" moves a waiting lead to. */
export const statusAfterCall: LeadStatus = statusesWhere((status) => status.afterCall === true)[0]!;

/** Where a waiting lead goes once an inspection is booked for it. */
export const statusAfterBooking: LeadStatus = statusesWhere(
  (status) => status.afterBooking === true,
)[0]!;

/** Where a waiting lead goes once the office sends it a proposal. */
export const statusAfterProposalSent: LeadStatus = statusesWhere(
  (status) => status.afterProposalSent === true,
)[0]!;

/** The status that says a lead's job is finished, set with its completion date. */
export const statusOfCompletion: LeadStatus = statusesWhere(
  (status) => status.recordsCompletion === true,
)[0]!;

/** Where a lead goes once the homeowner signs one of its proposals. */
export const statusAfterSigning: LeadStatus = statusesWhere(
  (status) => status.afterSigning === true,
)[0]!;

/** Where a Won lead goes once the homeowner cancels its signed proposal within a window. */
export const statusAfterCancelling: LeadStatus = statusesWhere(
  (status) => status.afterCancelling === true,
)[0]!;

/**
 * Whether signing a proposal moves a lead in `status` to statusAfterSigning: not one already
 * there, nor one whose job is already finished (a signed add-on job leaves it finished).
 */
export const movesOnSigning = (status: string): boolean =>
  status !== statusAfterSigning && status !== statusOfCompletion;

/** Whether a lead in `status` is still waiting for a first answer. */
export const isWaiting = (status: string) => status === initialStatus(null);

export const countsAsContact = (status: string) => specOf(status)?.countsAsContact ?? false;

/** Whether the reports count a lead in `status` as a real request (spam is counted apart). */
export const countedByReports = (status: string) => specOf(status)?.countedByReports ?? true;

/** "contacted" → "Contacted"; a status since retired shows capitalised as stored. */
export const leadStatusLabel = (status: string) =>
  specOf(status)?.label ?? status.charAt(0).toUpperCase() + status.slice(1);

/** The badge's colours for `status`; a retired one gets the neutral tone. */
export const statusTone = (status: string) => specOf(status)?.tone ?? "bg-slate-200 text-slate-800";
