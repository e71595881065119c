/*
 * How each kind of lead field reads in each view, and how it is kept in its column. The
 * views take the field table as an argument (the real one by default), so a test can
 * extend the table with a field of its own and see it in every view.
 */
import { dayInWords } from "./calendar-day.ts";
import { leadEstimateText, type LeadEstimate } from "./estimate/lead-estimate.ts";
import { serviceLabel } from "./lead-model.ts";
import {
  fieldsShownIn,
  leadRecordFields,
  type LeadRecordField,
  type LeadRecordTable,
  type LeadView,
} from "./lead-record.ts";
import { spamReasonInWords } from "./spam-reasons.ts";

/** A lead's fields by name, whatever table describes them. */
export type LeadValues = Readonly<Record<string, unknown>>;

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === "" ||
  (typeof value === "object" && Object.keys(value).length === 0);

const pairsOf = (value: unknown) => Object.entries(value as Record<string, string>);

/**
 * A field's value as staff read it in the email and on the lead page, or null when it is
 * empty and the field is left out.
 *
 * @example fieldText(leadRecordFields.serviceType, "repair") // "Roof Repair"
 */
export function fieldText(field: LeadRecordField, value: unknown): string | null {
  if (isEmpty(value)) return field.empty;
  switch (field.kind) {
    case "service":
      return serviceLabel(String(value));
    case "pairs":
      return pairsOf(value)
        .map(([key, text]) => `${key}: ${text}`)
        .join(", ");
    case "flag":
      return value ? "yes" : "no";
    case "spam-reason":
      return spamReasonInWords(String(value));
    case "estimate":
      return leadEstimateText(value as LeadEstimate);
    case "date":
      return dayInWords(String(value));
    default:
      return String(value);
  }
}

/** A field's CSV cell: stored values as they are (a service's value, a reason's code). */
export function fieldCsv(field: LeadRecordField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (field.kind === "pairs")
    return pairsOf(value)
      .map(([key, text]) => `${key}=${text}`)
      .join("; ");
  if (field.kind === "flag") return value ? "yes" : "no";
  if (field.kind === "estimate") return leadEstimateText(value as LeadEstimate);
  return String(value);
}

/** The rows a view shows, [label, text], leaving out empty fields that ask to be left out. */
export function shownRows(
  view: Extract<LeadView, "email" | "page">,
  lead: LeadValues,
  table: LeadRecordTable = leadRecordFields,
): Array<{ name: string; field: LeadRecordField; text: string }> {
  return fieldsShownIn(view, table).flatMap(([name, field]) => {
    const text = fieldText(field, lead[name]);
    return text === null ? [] : [{ name, field, text }];
  });
}

/** The webhook's data about the lead's own fields, under their webhook keys. */
export const webhookFields = (lead: LeadValues, table: LeadRecordTable = leadRecordFields) =>
  Object.fromEntries(
    fieldsShownIn("webhook", table).map(([name, field]) => [field.webhookKey ?? name, lead[name]]),
  );

/** A field's value as its column keeps it. */
export function toColumn(field: LeadRecordField, value: unknown): string | number | null {
  if (field.kind === "pairs") return JSON.stringify(value ?? {});
  if (field.kind === "flag") return value ? 1 : 0;
  if (field.kind === "estimate") return value ? JSON.stringify(value) : null;
  return value as string | null;
}

/** A column's value as the field holds it. */
export function fromColumn(field: LeadRecordField, stored: unknown): unknown {
  if (field.kind === "pairs") return JSON.parse(String(stored ?? "{}")) as Record<string, string>;
  if (field.kind === "flag") return stored === 1 || stored === true;
  if (field.kind === "estimate")
    return stored ? (JSON.parse(String(stored)) as LeadEstimate) : null;
  return stored;
}
