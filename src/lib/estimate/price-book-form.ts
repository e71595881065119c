import { readField, type PriceBookFormField } from "./price-book-field.ts";
import { financingTerms } from "./finance-example.ts";
import type { PriceBook } from "../../config/price-book-types.ts";

/*
 * The /admin/prices form: one field per figure staff may change, read back into a price
 * book with a message per wrong field. The options and add-ons themselves (their ids, what
 * each includes, its life) stay as the defaults ship them; staff change their words and
 * prices, the tear-off and the financing terms.
 */

const range = (
  prefix: string,
  group: string,
  unit: string,
  pick: (book: PriceBook) => { low: number; high: number },
  kind: "dollars" | "price" = "dollars",
) =>
  (["low", "high"] as const).map((end) => ({
    name: `${prefix}-${end}`,
    label: `${end === "low" ? "Low" : "High"} price per ${unit} ($)`,
    kind,
    group,
    read: (book: PriceBook) => String(pick(book)[end]),
  }));

/** The "most homeowners choose" field's answer for no option marked. */
const NO_MARK = "none";

/** The form's fields for a book with `shape`'s options and add-ons, in the page's order. */
export function priceBookFormFields(shape: PriceBook): PriceBookFormField[] {
  const options = shape.options.flatMap((option, index) => {
    const at = (book: PriceBook) => book.options[index]!;
    return [
      {
        name: `${option.id}-name`,
        label: "Name",
        kind: "name" as const,
        group: option.id,
        read: (book: PriceBook) => at(book).name,
      },
      {
        name: `${option.id}-description`,
        label: "Description",
        kind: "description" as const,
        group: option.id,
        read: (book: PriceBook) => at(book).description,
      },
      ...range(option.id, option.id, "square", (book) => at(book).perSquare, "price"),
    ];
  });
  const addOns = shape.addOns.flatMap((addOn, index) => [
    {
      name: `${addOn.id}-name`,
      label: "Name",
      kind: "name" as const,
      group: addOn.id,
      read: (book: PriceBook) => book.addOns[index]!.name,
    },
    ...range(addOn.id, addOn.id, addOn.unit, (book) => book.addOns[index]!.perUnit),
  ]);
  return [
    ...options,
    ...range("tearoff", "tearoff", "square per layer", (book) => book.tearOffPerLayer),
    ...addOns,
    {
      name: "term-months",
      label: "Term (months)",
      kind: "months",
      group: "financing",
      read: (book) => String(book.financing.termMonths),
    },
    {
      name: "apr",
      label: "APR (%)",
      kind: "percent",
      group: "financing",
      read: (book) => String(book.financing.apr),
    },
    {
      name: "down-payment",
      label: "Down payment (% of the price)",
      kind: "share",
      group: "financing",
      read: (book) => String(financingTerms(book).downPaymentPercent),
    },
    {
      name: "rate",
      label: "After the loan is made, the rate",
      kind: "choice",
      group: "financing",
      choices: [
        { value: "fixed", label: "stays fixed" },
        { value: "variable", label: "may increase" },
      ],
      read: (book) => (financingTerms(book).rateMayIncrease ? "variable" : "fixed"),
    },
    {
      name: "most-chosen",
      label: "Mark as the option most homeowners here choose",
      kind: "choice",
      group: "marks",
      choices: [
        // Not "": a form action reads an empty field as a missing one.
        { value: NO_MARK, label: "No option marked" },
        ...shape.options.map((option) => ({ value: option.id, label: option.name })),
      ],
      read: (book) => book.mostChosen ?? NO_MARK,
    },
  ];
}

export type PriceBookFormResult =
  { ok: true; book: Omit<PriceBook, "version"> } | { ok: false; errors: Record<string, string> };

/**
 * The book `base` with the form's values, or a message per wrong field (a low price above
 * its high price is told beside the low one). Nothing is taken from `values` but the
 * fields the form has.
 */
export function readPriceBookForm(
  values: Readonly<Record<string, string | undefined>>,
  base: PriceBook,
): PriceBookFormResult {
  const fields = priceBookFormFields(base);
  const errors: Record<string, string> = {};
  const read: Record<string, string | number> = {};
  for (const field of fields) {
    const outcome = readField(field, values[field.name] ?? "");
    if ("error" in outcome) errors[field.name] = outcome.error;
    else read[field.name] = outcome.value;
  }
  const pair = (prefix: string) => ({
    low: read[`${prefix}-low`] as number,
    high: read[`${prefix}-high`] as number,
  });
  for (const prefix of new Set(
    fields
      .filter((f) => f.kind === "dollars" || f.kind === "price")
      .map((f) => f.name.replace(/-(low|high)$/, "")),
  )) {
    const { low, high } = pair(prefix);
    if (low !== undefined && high !== undefined && low > high)
      errors[`${prefix}-low`] =
        `The low price is above the high price ($${high.toLocaleString("en-US")}).`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    book: {
      waste: base.waste,
      overhang: base.overhang,
      options: base.options.map((option) => ({
        ...option,
        name: read[`${option.id}-name`] as string,
        description: read[`${option.id}-description`] as string,
        perSquare: pair(option.id),
      })),
      addOns: base.addOns.map((addOn) => ({
        ...addOn,
        name: read[`${addOn.id}-name`] as string,
        perUnit: pair(addOn.id),
      })),
      tearOffPerLayer: pair("tearoff"),
      financing: {
        termMonths: read["term-months"] as number,
        apr: read.apr as number,
        downPaymentPercent: read["down-payment"] as number,
        rateMayIncrease: read.rate === "variable",
      },
      // Only the office's word marks an option.
      ...(read["most-chosen"] !== NO_MARK ? { mostChosen: read["most-chosen"] as string } : {}),
    },
  };
}

/** A fieldset's title: the option's or add-on's name in `book`, or the tear-off or financing. */
export function groupTitle(book: PriceBook, group: string): string {
  if (group === "tearoff") return "Tear-off";
  if (group === "financing") return "Financing";
  if (group === "marks") return "The estimate page";
  return [...book.options, ...book.addOns].find((item) => item.id === group)?.name ?? group;
}

/** What an edit changed, field by field, in the form's words: the history's lines. */
export function priceBookChanges(
  before: PriceBook,
  after: PriceBook,
): Array<{ field: string; from: string; to: string }> {
  return priceBookFormFields(before).flatMap((field) => {
    const [from, to] = [field.read(before), field.read(after)].map(
      (value) => field.choices?.find((choice) => choice.value === value)?.label ?? value,
    ) as [string, string];
    return from === to
      ? []
      : [{ field: `${groupTitle(before, field.group)}: ${field.label}`, from, to }];
  });
}
