import {
  leadEstimateOf,
  type EstimateAttachmentFields,
  type LeadEstimate,
} from "../../lib/estimate/lead-estimate.ts";
import type { Db } from "../tables.ts";
import { currentPriceBook, priceBookAt } from "./price-books.ts";

/**
 * The estimate a quote request carries, worked out again on the server: from the posted
 * inputs and the price book version the visitor saw, never from a posted price (the form
 * posts none, and any range field is refused as not part of the form). A version that
 * never existed (forged) is recomputed with the current book, which the stored estimate
 * then names. Inputs that make no estimate give none: the lead is kept, without it.
 */
export async function resolveLeadEstimate(
  db: Db,
  fields: EstimateAttachmentFields,
): Promise<LeadEstimate | null> {
  if (!fields.estimate) return null;
  const seen = fields.estimateBook ? await priceBookAt(db, fields.estimateBook) : undefined;
  return leadEstimateOf(fields, seen ?? (await currentPriceBook(db)));
}
