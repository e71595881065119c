/*
 * A lead as it is stored and as staff see it: every field with its column, its staff
 * label, how it is shown and in which views. The office email, the lead page, the CSV
 * export and the webhook's `lead.created` data loop over this table (lead-views.ts), and
 * the lead repository maps columns from it, so a new field is this table and a migration.
 * The visitor's form is described in lead-model.ts; its labels are the visitor's.
 */

import type { LeadEstimate } from "./estimate/lead-estimate.ts";

/** How a field's value is kept and shown. */
export type LeadFieldKind =
  | "text"
  | "multiline"
  | "phone"
  | "email"
  /** One of serviceTypes' values, shown by its label */
  | "service"
  /** ISO time */
  | "datetime"
  /** A day, YYYY-MM-DD; shown "Nov 28, 2026" */
  | "date"
  /** A small string map, e.g. attribution; a JSON object in its column */
  | "pairs"
  /** True or false; 1 or 0 in its column */
  | "flag"
  /** A spamReasons value, shown in words */
  | "spam-reason"
  /** The instant estimate a lead came with (estimate/lead-estimate.ts); JSON in its column */
  | "estimate";

/** The places a lead is shown; a field lists those it appears in. */
export type LeadView = "email" | "page" | "csv" | "webhook";

export interface LeadRecordField {
  /** Its column in the leads table */
  column: string;
  /** Its name for staff, the same in every view */
  label: string;
  kind: LeadFieldKind;
  /** What a view shows when the field is empty; null leaves the field out instead */
  empty: string | null;
  shownIn: readonly LeadView[];
  /** May be null (a missing value), not only empty text */
  nullable?: true;
  /** Its key in the webhook's data when that differs from the field's name */
  webhookKey?: string;
}

export type LeadRecordTable = Readonly<Record<string, LeadRecordField>>;

const everywhere = ["email", "page", "csv", "webhook"] as const;

/** The stored fields in the order every view shows them. */
export const leadRecordFields = {
  reference: {
    column: "reference",
    label: "Reference",
    kind: "text",
    empty: null,
    shownIn: ["email", "csv", "webhook"],
  },
  createdAt: {
    column: "created_at",
    label: "Received",
    kind: "datetime",
    empty: null,
    shownIn: ["page", "csv", "webhook"],
    webhookKey: "receivedAt",
  },
  urgent: {
    column: "urgent",
    label: "Urgent",
    kind: "flag",
    empty: null,
    shownIn: ["csv", "webhook"],
  },
  name: { column: "name", label: "Name", kind: "text", empty: null, shownIn: everywhere },
  phone: { column: "phone", label: "Phone", kind: "phone", empty: null, shownIn: everywhere },
  email: { column: "email", label: "Email", kind: "email", empty: null, shownIn: everywhere },
  serviceType: {
    column: "service_type",
    label: "Service",
    kind: "service",
    empty: null,
    shownIn: everywhere,
  },
  address: {
    column: "address",
    label: "Property address",
    kind: "text",
    empty: "Not given",
    shownIn: everywhere,
  },
  /** The storm reports near the address when the lead came in (server/storms/lead-storm.ts) */
  storm: {
    column: "storm",
    label: "Storm reports",
    kind: "text",
    empty: "None on file nearby",
    shownIn: everywhere,
  },
  message: {
    column: "message",
    label: "Details",
    kind: "multiline",
    empty: "None given",
    shownIn: everywhere,
  },
  sourcePage: {
    column: "source_page",
    label: "Source page",
    kind: "text",
    empty: "Unknown",
    shownIn: everywhere,
  },
  attribution: {
    column: "attribution",
    label: "Attribution",
    kind: "pairs",
    empty: "None",
    shownIn: everywhere,
  },
  estimate: {
    column: "estimate",
    label: "Instant estimate",
    kind: "estimate",
    empty: null,
    shownIn: everywhere,
    nullable: true,
  },
  consentText: {
    column: "consent_text",
    label: "Consent given",
    kind: "multiline",
    empty: null,
    shownIn: ["page", "csv"],
  },
  spamReason: {
    column: "spam_reason",
    label: "Spam reason",
    kind: "spam-reason",
    empty: null,
    shownIn: ["page", "csv"],
    nullable: true,
  },
  /**
   * The start of the inspection booked for the lead on /book or /admin/schedule, if any.
   * Its column and its webhook key keep the names they shipped with: receivers read the key.
   */
  inspectionAt: {
    column: "appointment_at",
    webhookKey: "appointmentAt",
    label: "Inspection booked for",
    kind: "datetime",
    empty: "None booked",
    shownIn: ["page", "csv", "webhook"],
    nullable: true,
  },
  /** The day the lead's job was finished, YYYY-MM-DD in Louisville: set with "Job completed" */
  jobCompletedOn: {
    column: "job_completed_on",
    label: "Job completed on",
    kind: "date",
    empty: null,
    shownIn: ["page", "csv"],
    nullable: true,
  },
  clientAddress: {
    column: "client_address",
    label: "Sent from address",
    kind: "text",
    empty: "Unknown",
    shownIn: ["page"],
  },
  idempotencyKey: {
    column: "idempotency_key",
    label: "Idempotency key",
    kind: "text",
    empty: null,
    shownIn: [],
    nullable: true,
  },
  /** A hash of the request's content, to catch a double submit */
  fingerprint: {
    column: "fingerprint",
    label: "Fingerprint",
    kind: "text",
    empty: null,
    shownIn: [],
  },
} as const satisfies LeadRecordTable;

/** A field's value in code: the kind decides, then whether it may be null. */
type FieldValue<Field> = Field extends { kind: "flag" }
  ? boolean
  : Field extends { kind: "estimate" }
    ? LeadEstimate | null
    : Field extends { kind: "pairs" }
      ? Record<string, string>
      : Field extends { nullable: true }
        ? string | null
        : string;

/**
 * A lead as it is stored: the visitor's fields ("" when an optional one was left empty)
 * and what the server knew when it arrived.
 */
export type NewLead = {
  -readonly [Name in keyof typeof leadRecordFields]: FieldValue<(typeof leadRecordFields)[Name]>;
};

/** A stored lead, with its id and its status in the pipeline. */
export type Lead = NewLead & {
  id: number;
  /** One of leadStatuses; a status since retired shows as stored */
  status: string;
};

/** A lead with how many photos came with it, as the email, chat and webhook tell it. */
export type LeadWithPhotos = NewLead & { photoCount?: number };

/** The fields of `table` shown in `view`, in order, with their names. */
export const fieldsShownIn = (view: LeadView, table: LeadRecordTable = leadRecordFields) =>
  Object.entries(table).filter(([, field]) => field.shownIn.includes(view));
