// Imported by tests only.
import { expect } from "vitest";
import type { Db } from "../server/tables.ts";
import { leadOfToken } from "../server/homeowner/homeowner-page.ts";

/** The homeowner page links' key in tests: every homeowner email carries the page's link. */
export const HOMEOWNER_SECRET = "test-secret-for-homeowner-pages-0123456789";

/**
 * Checks that an email to a homeowner carries the link to their own page, in its text and
 * its HTML, and that the link opens the lead `reference` (and so no other).
 */
export async function expectHomeownerPageLink(
  db: Db,
  message: { text: string; html: string },
  siteUrl: string,
  reference: string,
): Promise<void> {
  const origin = siteUrl.replace(/\/$/, "");
  const link = new RegExp(`${origin.replace(/[.]/g, "\\.")}/my/([\\w-]{52})`).exec(message.text);
  expect(link, "the homeowner page's link in the text").toBeTruthy();
  expect(message.html).toContain(`<a href="${link![0]}">your page</a>`);
  expect((await leadOfToken(db, HOMEOWNER_SECRET, link![1]!))?.reference).toBe(reference);
}
