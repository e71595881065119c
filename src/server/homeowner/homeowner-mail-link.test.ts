// @vitest-environment node
import { describe, expect, it } from "vitest";
import { composeReceipt } from "../mail/compose.ts";
import { homeownerToken } from "./homeowner-links.ts";
import { HOMEOWNER_PAGE_LINE, withHomeownerPage } from "./homeowner-mail-link.ts";

const SECRET = "mail-link-test-secret-0123456789";
const LEAD = { id: 7, reference: "Q-7K4P9M" };
const receipt = composeReceipt({
  reference: LEAD.reference,
  email: "dana@example.com",
  serviceType: "roof-repair",
  urgent: false,
});

describe("withHomeownerPage", () => {
  it("ends the text and the HTML with the lead's page link, changing nothing else", () => {
    const linked = withHomeownerPage(
      receipt,
      { homeownerSecret: SECRET, siteUrl: "https://www.ridgeline.test" },
      LEAD,
    );
    const url = `https://www.ridgeline.test/my/${homeownerToken(SECRET, LEAD)}`;
    expect(linked.text).toBe(`${receipt.text}\n\n${HOMEOWNER_PAGE_LINE}\n${url}`);
    expect(linked.html).toContain(`<a href="${url}">your page</a></p>\n</body></html>`);
    const line = `<p style="font-size:13px;color:#475467">${HOMEOWNER_PAGE_LINE} <a href="${url}">your page</a></p>\n`;
    expect(linked.html.replace(line, "")).toBe(receipt.html);
    expect({ ...linked, text: "", html: "" }).toEqual({ ...receipt, text: "", html: "" });
  });

  it("leaves the message as composed without the links' key", () => {
    expect(withHomeownerPage(receipt, { siteUrl: "https://www.ridgeline.test" }, LEAD)).toBe(
      receipt,
    );
  });
});

describe("homeownerToken", () => {
  it("is the reference and a 43-character signature, one per lead and per key", () => {
    const token = homeownerToken(SECRET, LEAD);
    expect(token).toMatch(/^Q-7K4P9M-[\w-]{43}$/);
    expect(homeownerToken(SECRET, LEAD)).toBe(token);
    expect(homeownerToken(SECRET, { ...LEAD, id: 8 })).not.toBe(token);
    expect(homeownerToken(`${SECRET}x`, LEAD)).not.toBe(token);
  });
});
