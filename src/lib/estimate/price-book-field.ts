import { textProblem } from "../text-rules.ts";
import type { PriceBook } from "../../config/price-book-types.ts";

/*
 * One field of the /admin/prices form (price-book-form.ts lists them): what it is, and
 * its typed value read back, or the message staff see beside it.
 */

/**
 * "price": an option's price per square, never 0 (the estimate would show the tear-off
 * alone); "percent": an APR; "share": a share of the price, 0-100; "choice": one of `choices`.
 */
export type FieldKind =
  "name" | "description" | "dollars" | "price" | "months" | "percent" | "share" | "choice";

export interface PriceBookFormField {
  /** The form control's name, e.g. "architectural-low" */
  name: string;
  label: string;
  kind: FieldKind;
  /** The fieldset it belongs to: an option's, an add-on's, the tear-off or financing */
  group: string;
  /** The book's value as the form shows it */
  read: (book: PriceBook) => string;
  /** A "choice" field's values and their words */
  choices?: ReadonlyArray<{ value: string; label: string }>;
}

/** The largest price per square or per foot the form takes: past it is a typing slip. */
export const MAX_DOLLARS = 100_000;
/** The highest APR the office may quote: past it no lawful home-improvement loan goes. */
export const MAX_APR = 36;
const TEXT_LIMITS = { name: 80, description: 300 } as const;

export type Read = { value: string | number } | { error: string };

/** One field's value, or why it is wrong. */
export function readField(field: PriceBookFormField, raw: string): Read {
  const text = raw.trim();
  if (field.kind === "choice")
    return field.choices?.some((choice) => choice.value === text)
      ? { value: text }
      : { error: "Choose one of the listed answers." };
  if (field.kind === "name" || field.kind === "description") {
    const limit = TEXT_LIMITS[field.kind];
    if (!text) return { error: `Enter the ${field.kind}.` };
    if (text.length > limit) return { error: `Keep the ${field.kind} under ${limit} characters.` };
    if (textProblem(text, "single-line"))
      return { error: `Keep the ${field.kind} to one line of plain text.` };
    return { value: text };
  }
  const number = text.replace(/[$,%\s]/g, "");
  if (/^-/.test(number)) return { error: "Enter a figure of 0 or more; it cannot be negative." };
  if (!/^\d+(\.\d{1,2})?$/.test(number)) return { error: "Enter a number, like 450 or 9.99." };
  const value = Number(number);
  if (field.kind === "price" && value < 1)
    return {
      error: "Enter a price of at least $1 a square; at $0 the estimate shows the tear-off alone.",
    };
  if ((field.kind === "dollars" || field.kind === "price") && value > MAX_DOLLARS)
    return { error: `Enter at most $${MAX_DOLLARS.toLocaleString("en-US")}.` };
  if (field.kind === "share" && value > 100)
    return { error: "Enter a share of the price from 0 to 100%." };
  if (field.kind === "percent" && value > MAX_APR)
    return { error: `Enter an APR of ${MAX_APR}% or less.` };
  if (field.kind === "months" && (!Number.isInteger(value) || value < 12 || value > 360))
    return { error: "Enter a whole number of months from 12 to 360." };
  return { value };
}
