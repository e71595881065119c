/*
 * What a lead is, in one place: the fields a visitor fills in (with their labels, limits
 * and how the form asks for them), the services offered, and the statuses the office moves
 * a lead through. The quote form renders its fields from here, the quote schema takes its
 * limits from here, and the server's lead types are built from these names. It is
 * browser-safe because the form and the staff pages use it too.
 */

/** The quote form's "Service Needed" options, in display order. */
export const serviceTypes = [
  { value: "inspection", label: "Roof Inspection" },
  { value: "repair", label: "Roof Repair" },
  { value: "replacement", label: "Roof Replacement" },
  { value: "installation", label: "New Installation" },
  { value: "emergency", label: "Emergency Service" },
  { value: "commercial", label: "Commercial Roofing" },
] as const;

export type ServiceType = (typeof serviceTypes)[number]["value"];

export const serviceTypeValues = serviceTypes.map((option) => option.value) as [
  ServiceType,
  ...ServiceType[],
];

/** "repair" → "Roof Repair"; a value no longer offered shows as it was stored. */
export const serviceLabel = (value: string): string =>
  serviceTypes.find((option) => option.value === value)?.label ?? value;

/** How the form asks for one field. */
interface FieldControl {
  /** Visible label; required fields get " *" after it */
  label: string;
  /** The field as validation messages name it: "Please enter your {words}." */
  words: string;
  required: boolean;
  /** Characters the browser lets the visitor type; the server refuses more */
  maxLength?: number;
  /** Spans both columns of the form on wider screens */
  wide?: boolean;
}

interface InputControl extends FieldControl {
  control: "input";
  type: "text" | "tel" | "email";
  autoComplete: string;
  inputMode?: "tel";
  maxLength: number;
}

interface SelectControl extends FieldControl {
  control: "select";
  /** The disabled first option, shown until a choice is made */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

interface TextareaControl extends FieldControl {
  control: "textarea";
  rows: number;
  maxLength: number;
}

export type LeadFieldSpec = InputControl | SelectControl | TextareaControl;

/**
 * The fields a visitor fills in, in the form's order. Limits the spec leaves
 * open are chosen so no real request is refused.
 */
export const leadFields = {
  name: {
    control: "input",
    label: "Full Name",
    words: "name",
    required: true,
    type: "text",
    autoComplete: "name",
    maxLength: 120,
  },
  phone: {
    control: "input",
    label: "Phone Number",
    words: "phone number",
    required: true,
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    maxLength: 40,
  },
  email: {
    control: "input",
    label: "Email Address",
    words: "email address",
    required: true,
    type: "email",
    autoComplete: "email",
    // The longest address SMTP carries (RFC 5321).
    maxLength: 254,
  },
  serviceType: {
    control: "select",
    label: "Service Needed",
    words: "service",
    required: true,
    placeholder: "Select a service",
    options: serviceTypes,
  },
  address: {
    control: "input",
    label: "Property Address",
    words: "property address",
    required: false,
    type: "text",
    autoComplete: "address-line1",
    maxLength: 200,
    wide: true,
  },
  message: {
    control: "textarea",
    label: "Additional Details",
    words: "details",
    required: false,
    rows: 4,
    maxLength: 5000,
    wide: true,
  },
} as const satisfies Record<string, LeadFieldSpec>;

export type LeadFieldName = keyof typeof leadFields;

/** The field names in the form's order. */
export const leadFieldNames = Object.keys(leadFields) as LeadFieldName[];

/** Limits on what a visitor sends, beyond each field's length. */
export const leadLimits = {
  phoneDigitsMin: 10,
  phoneDigitsMax: 15,
  /** Each attribution value (referrer, utm_*, gclid) and the source page */
  attribution: 300,
} as const;

/** What the visitor typed, as the form shows it again; any field may be missing. */
export type QuoteValues = Partial<Record<LeadFieldName, string>>;

/** Where a lead stands in the office's pipeline, and what each status means. */
export { countedByReports, isLeadStatus, leadStatuses, type LeadStatus } from "./lead-statuses.ts";

/** Longest staff note kept. */
export const NOTE_MAX_LENGTH = 4000;

/** The stored lead's types, built from its field table (lead-record.ts). */
export type { Lead, LeadWithPhotos, NewLead } from "./lead-record.ts";
