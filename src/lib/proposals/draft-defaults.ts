import { defaultOptionRows, proposalDefaults } from "../../config/proposal-defaults.ts";
import { PROPOSAL_OPTIONS, proposalRowKeys, type FrozenPriceBook } from "./proposal-model.ts";

/*
 * What the form for a new proposal shows before staff change anything. Only what the site
 * already knows goes in: the roof's squares from the lead's instant estimate, the price
 * book's first two options with the rows their own description gives, the office's default deposit
 * and expiry, and the state the lead's address names. Every price is left empty: a price is
 * staff's decision for this roof, never a default.
 */

/** The calendar day `days` after `day`, "2026-12-31". */
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The lead, as far as a new proposal's defaults need it. */
export interface DraftLead {
  address: string;
  /** The squares of the instant estimate the lead came with, if it came with one */
  estimateSquares: number | null;
}

/**
 * "KY" or "IN" when the address says so plainly (the state's code before a ZIP, or a ZIP of
 * that state: Kentucky's start 400 to 427, Indiana's 460 to 479), else undefined and staff
 * choose. The notices depend on it, so a guess is never made.
 */
export function stateOfAddress(address: string): "KY" | "IN" | undefined {
  const named = /\b(KY|Kentucky|IN|Indiana)\b[\s,]*(\d{5})?(?:-\d{4})?\s*$/i.exec(address.trim());
  if (named) return /^k/i.test(named[1]!) ? "KY" : "IN";
  const zip = /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim())?.[1];
  if (zip === undefined) return undefined;
  const prefix = Number(zip.slice(0, 3));
  if (prefix >= 400 && prefix <= 427) return "KY";
  if (prefix >= 460 && prefix <= 479) return "IN";
  return undefined;
}

/** The form's values for a new proposal, priced from `book` (see the comment above). */
export function newDraftValues(
  book: FrozenPriceBook,
  lead: DraftLead,
  today: string,
): Record<string, string> {
  const values: Record<string, string> = {
    squares: lead.estimateSquares === null ? "" : String(lead.estimateSquares),
    layers: "1",
    "tear-off": "",
    exclusions: "",
    "deposit-kind": proposalDefaults.deposit.kind,
    "deposit-value": String(proposalDefaults.deposit.percent),
    "expires-on": daysAfter(today, proposalDefaults.expiryDays),
    state: stateOfAddress(lead.address) ?? "",
  };
  // The fewest options a proposal has: staff add a third or fourth on purpose, never by
  // leaving a prefilled one in.
  book.options.slice(0, PROPOSAL_OPTIONS.min).forEach((option, index) => {
    const prefix = `option-${index + 1}`;
    const rows = defaultOptionRows(option);
    values[`${prefix}-book`] = option.id;
    values[`${prefix}-label`] = option.name;
    values[`${prefix}-per-square`] = "";
    for (const key of proposalRowKeys) values[`${prefix}-${key}`] = rows[key];
  });
  return values;
}
