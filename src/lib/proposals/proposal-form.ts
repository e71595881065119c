import { esignDisclosure } from "../../config/esign-disclosure.ts";
import { proposalTerms } from "../../config/proposal-terms.ts";
import { isCalendarDay } from "../calendar-day.ts";
import { textProblem } from "../text-rules.ts";
import { depositRuleProblem } from "./deposit.ts";
import {
  freezePriceBook,
  PROPOSAL_OPTIONS,
  type FrozenPriceBook,
  proposalRowKeys,
  type DepositRule,
  type ProposalAddOn,
  type ProposalContent,
  type ProposalOption,
  type ProposalRows,
  type SaleFacts,
} from "./proposal-model.ts";

/*
 * The staff form that builds a proposal's draft, read back into ProposalContent with a
 * message per wrong field. Names are flat ("option-2-per-square") so the form works
 * without JavaScript. Only the fields the form has are read; every price must sit inside
 * the price book's range for its option or add-on, so a slip of a digit is caught here and
 * not by the homeowner. The book itself is frozen into the content.
 */

export type FormValues = Readonly<Record<string, string | undefined>>;
export type ProposalFormResult =
  { ok: true; content: ProposalContent } | { ok: false; errors: Record<string, string> };

/** The option slots the form shows; the first PROPOSAL_OPTIONS.min must be filled. */
export const OPTION_SLOTS = Array.from({ length: PROPOSAL_OPTIONS.max }, (_, index) => index + 1);

/** The longest a row, a label or an exclusion line may be. */
const LINE_MAX = 200;
/** The most exclusion lines a proposal lists. */
const EXCLUSIONS_MAX = 20;
/** How far ahead a proposal's last day may be set. */
const EXPIRY_MAX_DAYS = 180;
/** A roof larger than this many squares is a typing slip on a house (a square is 100 sq ft). */
const SQUARES_MAX = 500;
const LAYERS_MAX = 3;

const rowLabels: Record<keyof ProposalRows, string> = {
  material: "Material",
  underlayment: "Underlayment",
  ventilation: "Ventilation",
  warranty: "Warranty",
  timeline: "Timeline",
};

const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;

/** Reads fields one by one, keeping a message for each that is wrong. */
class FieldReader {
  readonly errors: Record<string, string> = {};
  private readonly values: FormValues;
  constructor(values: FormValues) {
    this.values = values;
  }

  raw(name: string): string {
    return (this.values[name] ?? "").trim();
  }

  line(name: string, label: string, { required = true } = {}): string {
    const value = this.raw(name);
    if (textProblem(value, "single-line") !== null) {
      this.errors[name] = `${label}: one line, without control characters.`;
    } else if (value.length > LINE_MAX) {
      this.errors[name] = `${label}: at most ${LINE_MAX} characters.`;
    } else if (required && value === "") {
      this.errors[name] = `${label}: required.`;
    }
    return value;
  }

  number(
    name: string,
    label: string,
    { min, max, whole }: { min: number; max: number; whole: boolean },
  ) {
    const text = this.raw(name).replace(/[$,]/g, "");
    const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(value) || (whole && !Number.isInteger(value))) {
      this.errors[name] = `${label}: give a ${whole ? "whole number" : "number"}.`;
    } else if (value < min || value > max) {
      this.errors[name] =
        `${label}: from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}.`;
    }
    return value;
  }

  price(name: string, label: string, range: { low: number; high: number }) {
    const value = this.number(name, label, { min: 0, max: Number.MAX_SAFE_INTEGER, whole: true });
    if (this.errors[name] === undefined && (value < range.low || value > range.high)) {
      this.errors[name] =
        `${label}: the price book allows ${dollars(range.low)} to ${dollars(range.high)}.`;
    }
    return value;
  }

  ticked(name: string): boolean {
    return this.raw(name) === "on";
  }
}

function readOption(form: FieldReader, book: FrozenPriceBook, slot: number): ProposalOption | null {
  const prefix = `option-${slot}`;
  const bookOptionId = form.raw(`${prefix}-book`);
  if (bookOptionId === "") {
    if (slot <= PROPOSAL_OPTIONS.min)
      form.errors[`${prefix}-book`] = "Choose an option from the price book.";
    return null;
  }
  const bookOption = book.options.find((option) => option.id === bookOptionId);
  if (bookOption === undefined) {
    form.errors[`${prefix}-book`] = "Choose an option from the price book.";
    return null;
  }
  const rows = Object.fromEntries(
    proposalRowKeys.map((key) => [
      key,
      // Every row but the warranty may stay empty: a signed proposal names the warranty.
      form.line(`${prefix}-${key}`, rowLabels[key], { required: key === "warranty" }),
    ]),
  ) as unknown as ProposalRows;
  return {
    id: prefix,
    bookOptionId,
    label: form.line(`${prefix}-label`, "Label"),
    perSquare: form.price(`${prefix}-per-square`, "Price per square", bookOption.perSquare),
    rows,
  };
}

function readAddOns(form: FieldReader, book: FrozenPriceBook): ProposalAddOn[] {
  return book.addOns.flatMap((addOn): ProposalAddOn[] => {
    const prefix = `add-on-${addOn.id}`;
    // An empty quantity is none: the add-on is not offered.
    if (form.raw(`${prefix}-quantity`) === "") return [];
    const quantity = form.number(`${prefix}-quantity`, "Quantity", {
      min: 0,
      max: 100_000,
      whole: true,
    });
    if (quantity === 0) return [];
    return [
      {
        id: prefix,
        bookAddOnId: addOn.id,
        name: addOn.name,
        unit: addOn.unit,
        quantity,
        unitPrice: form.price(`${prefix}-price`, `Price per ${addOn.unit}`, addOn.perUnit),
      },
    ];
  });
}

function readExclusions(form: FieldReader): string[] {
  const text = form.raw("exclusions");
  if (textProblem(text, "multi-line") !== null) {
    form.errors.exclusions = "Exclusions: without control characters.";
    return [];
  }
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length > EXCLUSIONS_MAX)
    form.errors.exclusions = `Exclusions: at most ${EXCLUSIONS_MAX} lines.`;
  else if (lines.some((line) => line.length > LINE_MAX))
    form.errors.exclusions = `Exclusions: at most ${LINE_MAX} characters a line.`;
  return lines;
}

function readDeposit(form: FieldReader): DepositRule {
  const kind = form.raw("deposit-kind");
  const value = form.number("deposit-value", "Deposit", {
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
    whole: kind !== "percent",
  });
  const rule: DepositRule =
    kind === "amount" ? { kind: "amount", dollars: value } : { kind: "percent", percent: value };
  if (kind !== "percent" && kind !== "amount")
    form.errors["deposit-kind"] = "Choose a percentage or an amount.";
  else if (form.errors["deposit-value"] === undefined) {
    const problem = depositRuleProblem(rule);
    if (problem !== null) form.errors["deposit-value"] = problem;
  }
  return rule;
}

function readExpiry(form: FieldReader, today: string): string {
  const day = form.raw("expires-on");
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRY_MAX_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (!isCalendarDay(day)) form.errors["expires-on"] = "Give the last day to sign as a date.";
  else if (day < today) form.errors["expires-on"] = "The last day to sign has passed.";
  else if (day > latest)
    form.errors["expires-on"] = `The last day to sign can be at most ${EXPIRY_MAX_DAYS} days away.`;
  return day;
}

function readFacts(form: FieldReader): SaleFacts {
  const state = form.raw("state");
  if (state !== "KY" && state !== "IN") form.errors.state = "Choose Kentucky or Indiana.";
  return {
    state: state === "IN" ? "IN" : "KY",
    paidByInsurance: form.ticked("paid-by-insurance"),
    soldAtHome: form.ticked("sold-at-home"),
    emergencyWork: form.ticked("emergency-work"),
  };
}

/**
 * The draft's content from the form, priced from `book` (frozen into it), or a message per
 * wrong field. `photoIds` are the lead's photos' public ids: only those can be chosen.
 * `today` is the office's day, "2026-12-01". A draft being edited passes the book frozen
 * into it, so its prices stay checked against the ranges it was started with.
 */
export function readProposalForm(
  values: FormValues,
  book: FrozenPriceBook,
  photoIds: readonly string[],
  today: string,
): ProposalFormResult {
  const form = new FieldReader(values);
  const squares = form.number("squares", "Measured squares", {
    min: 1,
    max: SQUARES_MAX,
    whole: false,
  });
  const layers = form.number("layers", "Layers to tear off", {
    min: 0,
    max: LAYERS_MAX,
    whole: true,
  });
  const tearOffPerLayer = form.price(
    "tear-off",
    "Tear-off per square per layer",
    book.tearOffPerLayer,
  );
  const options = OPTION_SLOTS.map((slot) => readOption(form, book, slot)).filter(
    (option): option is ProposalOption => option !== null,
  );
  const content: ProposalContent = {
    priceBook: freezePriceBook(book),
    squares,
    layers,
    tearOffPerLayer,
    options,
    addOns: readAddOns(form, book),
    exclusions: readExclusions(form),
    photoIds: photoIds.filter((id) => form.ticked(`photo-${id}`)),
    deposit: readDeposit(form),
    expiresOn: readExpiry(form, today),
    facts: readFacts(form),
    termsVersion: proposalTerms.version,
    esignVersion: esignDisclosure.version,
  };
  return Object.keys(form.errors).length > 0
    ? { ok: false, errors: form.errors }
    : { ok: true, content };
}

/** The form's values for stored content: what the editor shows again. */
export function proposalFormValues(content: ProposalContent): Record<string, string> {
  const values: Record<string, string> = {
    squares: String(content.squares),
    layers: String(content.layers),
    "tear-off": String(content.tearOffPerLayer),
    exclusions: content.exclusions.join("\n"),
    "deposit-kind": content.deposit.kind,
    "deposit-value": String(
      content.deposit.kind === "percent" ? content.deposit.percent : content.deposit.dollars,
    ),
    "expires-on": content.expiresOn,
    state: content.facts.state,
  };
  content.options.forEach((option, index) => {
    const prefix = `option-${index + 1}`;
    values[`${prefix}-book`] = option.bookOptionId;
    values[`${prefix}-label`] = option.label;
    values[`${prefix}-per-square`] = String(option.perSquare);
    for (const key of proposalRowKeys) values[`${prefix}-${key}`] = option.rows[key];
  });
  for (const addOn of content.addOns) {
    values[`add-on-${addOn.bookAddOnId}-quantity`] = String(addOn.quantity);
    values[`add-on-${addOn.bookAddOnId}-price`] = String(addOn.unitPrice);
  }
  for (const id of content.photoIds) values[`photo-${id}`] = "on";
  if (content.facts.paidByInsurance) values["paid-by-insurance"] = "on";
  if (content.facts.soldAtHome) values["sold-at-home"] = "on";
  if (content.facts.emergencyWork) values["emergency-work"] = "on";
  return values;
}
