/** A valid quote request, as the form would post it. */
import { QUOTE_ACTION_PATH } from "../../src/lib/public-routes.ts";
export function quoteFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Morgan Ellis",
    phone: "(502) 555-0163",
    email: "morgan@example.com",
    address: "410 Baxter Ave, Louisville, KY 40204",
    serviceType: "repair",
    message: "Shingles missing after Tuesday's storm.",
    consent: "on",
    sourcePage: "/residential/roof-repair",
    fillMs: "25000",
    ...overrides,
  };
}

/** Posts to the quote action the way the island does (multipart, same origin). */
export async function postQuote(
  baseUrl: string,
  fields: Record<string, string>,
  init: RequestInit = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return fetch(`${baseUrl}${QUOTE_ACTION_PATH}`, {
    method: "POST",
    body,
    ...init,
    headers: { Origin: baseUrl, ...(init.headers as Record<string, string> | undefined) },
  });
}

/** The reference in an action's devalue answer, e.g. [{"reference":1},"Q-7K4P9M"]. */
export async function referenceOf(response: Response): Promise<string> {
  const text = await response.text();
  const match = text.match(/"(Q-[A-Z0-9]{6})"/);
  if (!match?.[1]) throw new Error(`No reference in ${response.status}: ${text.slice(0, 200)}`);
  return match[1];
}
