import type { ShownNotice } from "./notices.ts";
import type { ProposalWording } from "./proposal-wording.ts";
import type { ProposalChoice, ProposalContent } from "./proposal-model.ts";
import { addOnPrice, optionTotal, type Totals } from "./totals.ts";

/*
 * The texts the server hashes (SHA-256) to prove what the homeowner was shown and what they
 * signed. They are JSON with every object's keys sorted and no whitespace between tokens, so
 * the same document always gives the same text, whatever order its parts were built in,
 * and any change to what is shown gives another.
 */

function serialize(value: unknown, path: string): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") {
    return JSON.stringify(value);
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`Not a finite number at ${path}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return `[${value.map((item, index) => serialize(item, `${path}[${index}]`)).join(",")}]`;
  }
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    // Sorted here, not left to JSON.stringify: an engine lists integer-like keys ("10", "9")
    // in numeric order whatever order they were added in.
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${serialize(item, `${path}.${key}`)}`);
    return `{${members.join(",")}}`;
  }
  throw new TypeError(`Not JSON data at ${path}`);
}

/**
 * `value` as canonical JSON: keys sorted by UTF-16 code unit, no insignificant whitespace,
 * undefined properties left out. Anything JSON cannot hold as it is (a Date, NaN, a class
 * instance, undefined in an array) is refused rather than silently changed.
 *
 * @example canonicalJson({ b: 1, a: [true, "x"] }) // '{"a":[true,"x"],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return serialize(value, "$");
}

/** Everything the proposal page shows the homeowner before they sign. */
export interface ShownDocument {
  /** The proposal's number, "Q-7K4P9M-1" */
  number: string;
  version: number;
  /** The seller, the homeowner, the terms, financing and E-SIGN words: as sent (proposal-wording.ts) */
  business: ProposalWording["business"];
  homeowner: ProposalWording["homeowner"];
  content: ProposalContent;
  terms: ProposalWording["terms"];
  finance: ProposalWording["finance"];
  notices: readonly ShownNotice[];
  esign: ProposalWording["esign"];
}

/**
 * The document as shown: who it is between, the stored content with every price it shows
 * worked out (each option's, each add-on's line), the terms, the financing wording, the
 * notices' words and versions and the ESIGN disclosure. Its SHA-256 is the hash of "the
 * document as shown": any word the homeowner read changes it.
 */
export function canonicalDocument(shown: ShownDocument): string {
  const { content } = shown;
  return canonicalJson({
    kind: "proposal-as-shown",
    number: shown.number,
    version: shown.version,
    business: shown.business,
    homeowner: shown.homeowner,
    content,
    terms: shown.terms,
    finance: shown.finance,
    prices: {
      options: content.options.map((option) => ({
        id: option.id,
        price: optionTotal(content, option.id)!,
      })),
      addOns: content.addOns.map((addOn) => ({ id: addOn.id, price: addOnPrice(addOn) })),
    },
    notices: shown.notices,
    esign: shown.esign,
  });
}

/** Who signed, and how they were identified. Times are ISO 8601 instants. */
export interface Signer {
  role: "primary" | "cosigner";
  /** The full name as typed */
  name: string;
  email: string;
  /** "link emailed to d…@example.com" */
  identifiedBy: string;
  consentedAt: string;
  signedAt: string;
}

/**
 * The document as signed: the document as shown (its canonical text, parsed back so the
 * whole stays one canonical JSON), the homeowner's choice, the totals worked out from it and
 * the signer. Its SHA-256 is the hash of "the document as signed".
 */
export function canonicalSigned(
  shown: string,
  choice: ProposalChoice,
  totals: Totals,
  signer: Signer,
): string {
  return canonicalJson({
    kind: "proposal-as-signed",
    shown: JSON.parse(shown) as unknown,
    choice: { optionId: choice.optionId, addOnIds: [...new Set(choice.addOnIds)].sort() },
    totals,
    signer,
  });
}
