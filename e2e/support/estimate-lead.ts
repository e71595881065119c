import { postQuote, quoteFields, referenceOf } from "./quote-post.ts";
import type { SiteServer } from "./site-server.ts";

/**
 * Posts a quote request carrying an estimate's fields, as the quote form would, and reads
 * back the estimate the server stored with the lead (null for none).
 */
export async function storedEstimateOf(
  site: SiteServer,
  email: string,
  estimateFields: Record<string, string>,
): Promise<unknown> {
  await referenceOf(await postQuote(site.url, quoteFields({ email, ...estimateFields })));
  const [lead] = site.query<{ estimate: string | null }>(
    "SELECT estimate FROM leads WHERE email = ?",
    email,
  );
  return lead?.estimate ? JSON.parse(lead.estimate) : null;
}
