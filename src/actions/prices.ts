import { ActionError } from "astro:actions";
import { z } from "astro/zod";
import { defaultPriceBook } from "../config/price-book";
import { priceBookFormFields, readPriceBookForm } from "../lib/estimate/price-book-form";
import { staffAction } from "./staff-action";

/*
 * /admin/prices: saving the price book. The form's fields are the book's (the options and
 * add-ons are fixed, so the defaults name them); any other field is refused, and each
 * wrong figure gets its message beside it, checked again by the server's save.
 */
const fieldNames = priceBookFormFields(defaultPriceBook()).map((field) => field.name);
/** Longer than any figure or text the form takes; past it the request is not the form's. */
const FIELD_LIMIT = 1000;

const priceBookInput = z
  .strictObject({
    ...Object.fromEntries(
      fieldNames.map((name) => [
        name,
        z.string({ error: "This field is missing." }).max(FIELD_LIMIT, "This is far too long."),
      ]),
    ),
    basedOn: z.string().max(80),
  })
  .superRefine((values, context) => {
    const read = readPriceBookForm(values as Record<string, string>, defaultPriceBook());
    if (read.ok) return;
    for (const [name, message] of Object.entries(read.errors))
      context.addIssue({ code: "custom", path: [name], message });
  });

export const prices = {
  savePrices: staffAction({
    input: priceBookInput,
    saved: "Prices saved. The estimate page and new leads use them from now on.",
    handler: async ({ basedOn, ...values }, { runtime, actor }) => {
      const saved = await runtime.estimates.savePrices(
        { values: values as Record<string, string>, basedOn },
        actor,
      );
      if (saved.outcome === "stale")
        throw new ActionError({
          code: "CONFLICT",
          message:
            "Someone saved other prices since you opened this page. Nothing was changed: the prices below are the current ones; make your change again.",
        });
      if (saved.outcome === "invalid")
        throw new ActionError({ code: "BAD_REQUEST", message: "Please check the prices." });
      return saved;
    },
  }),
};
