import type { ProposalChoice } from "./proposal-model.ts";

/*
 * What the proposal page's forms may post, read strictly: a field the forms do not have
 * (a total, a price, a deposit) or a field given twice refuses the whole post, so nothing
 * from the browser but ids and words ever reaches the server's sums.
 */

export type ProposalPost =
  | { intent: "update"; optionId: string | null; addOnIds: string[] }
  | {
      intent: "sign";
      choice: ProposalChoice | null;
      name: string;
      consented: boolean;
      shownSha256: string;
      /** The choice the page's total was worked out for (choiceQuery), "" when none showed */
      totalFor: string;
    }
  | { intent: "decline"; reason: string }
  /** "Cancel this contract" on the signed page: only its box, ticked or not */
  | { intent: "cancel"; confirmed: boolean }
  /** "Invite a second signer" on the signed page (cosigner-rules.ts checks the words) */
  | { intent: "invite"; name: string; email: string };

const FIELDS: Record<ProposalPost["intent"], readonly string[]> = {
  // "Update total" sits in the signing form, so it carries the signing fields; they are dropped.
  update: ["intent", "option", "add-on", "name", "consent", "shown", "total-for"],
  sign: ["intent", "option", "add-on", "name", "consent", "shown", "total-for"],
  decline: ["intent", "reason"],
  cancel: ["intent", "confirm"],
  invite: ["intent", "cosigner-name", "cosigner-email"],
};
/** An id of the page's own making: "option-2", "add-on-gutters" */
const ID = /^[a-z0-9-]{1,60}$/;
const SHA256 = /^[0-9a-f]{64}$/;
const MOST_ADD_ONS = 20;

const isIntent = (value: string): value is ProposalPost["intent"] => Object.hasOwn(FIELDS, value);

/**
 * The post, or why it is refused.
 *
 * @example readProposalPost([["intent", "update"], ["option", "option-2"]])
 * // { ok: true, post: { intent: "update", optionId: "option-2", addOnIds: [] } }
 */
export function readProposalPost(
  entries: Iterable<[string, unknown]>,
): { ok: true; post: ProposalPost } | { ok: false; message: string } {
  const single = new Map<string, string>();
  const addOnIds: string[] = [];
  for (const [key, value] of entries) {
    if (typeof value !== "string") return { ok: false, message: `"${key}" is not text.` };
    if (key === "add-on") addOnIds.push(value);
    else if (single.has(key)) return { ok: false, message: `"${key}" was sent twice.` };
    else single.set(key, value);
  }
  const intent = single.get("intent") ?? "";
  if (!isIntent(intent)) return { ok: false, message: "The form did not say what to do." };
  const allowed = FIELDS[intent];
  const unknown = [...single.keys(), ...(addOnIds.length > 0 ? ["add-on"] : [])].find(
    (key) => !allowed.includes(key),
  );
  if (unknown !== undefined) return { ok: false, message: `The form has no field "${unknown}".` };
  const optionId = single.get("option") ?? null;
  if ((optionId !== null && !ID.test(optionId)) || addOnIds.some((id) => !ID.test(id))) {
    return { ok: false, message: "That option is not in this proposal." };
  }
  if (addOnIds.length > MOST_ADD_ONS) return { ok: false, message: "Too many add-ons." };
  const ids = [...new Set(addOnIds)];
  switch (intent) {
    case "update":
      return { ok: true, post: { intent, optionId, addOnIds: ids } };
    case "decline":
      return { ok: true, post: { intent, reason: single.get("reason") ?? "" } };
    case "cancel": {
      const confirm = single.get("confirm");
      if (confirm !== undefined && confirm !== "on") {
        return { ok: false, message: 'The confirmation box sends only "on".' };
      }
      return { ok: true, post: { intent, confirmed: confirm === "on" } };
    }
    case "invite":
      return {
        ok: true,
        post: {
          intent,
          name: (single.get("cosigner-name") ?? "").slice(0, 1_000),
          email: (single.get("cosigner-email") ?? "").slice(0, 1_000),
        },
      };
    case "sign": {
      const shown = single.get("shown") ?? "";
      if (!SHA256.test(shown)) return { ok: false, message: "The form is missing its proposal." };
      return {
        ok: true,
        post: {
          intent,
          choice: optionId === null ? null : { optionId, addOnIds: ids },
          name: single.get("name") ?? "",
          consented: single.get("consent") === "on",
          shownSha256: shown,
          totalFor: (single.get("total-for") ?? "").slice(0, 2_000),
        },
      };
    }
  }
}

/**
 * The choice in the page's address (?option=option-2&add-on=add-on-gutters), as the "Update
 * total" button leaves it; ids the proposal does not have are simply not chosen.
 */
export function choiceInQuery(
  params: URLSearchParams,
  known: { optionIds: readonly string[]; addOnIds: readonly string[] },
): { optionId: string | null; addOnIds: string[] } {
  const option = params.get("option");
  return {
    optionId: option !== null && known.optionIds.includes(option) ? option : null,
    addOnIds: [...new Set(params.getAll("add-on"))].filter((id) => known.addOnIds.includes(id)),
  };
}

/**
 * The page's address for a choice, as "Update total" redirects to it; add-ons in one order,
 * so the same choice always gives the same text (the sign form compares them).
 */
export function choiceQuery(optionId: string | null, addOnIds: readonly string[]): string {
  const params = new URLSearchParams();
  if (optionId !== null) params.set("option", optionId);
  for (const id of [...new Set(addOnIds)].sort()) params.append("add-on", id);
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}
