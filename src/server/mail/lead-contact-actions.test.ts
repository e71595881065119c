import { describe, expect, it } from "vitest";
import { composeEscalation } from "./compose-escalation.ts";
import { composeNotification, type LeadForMail } from "./compose.ts";

const SITE = "https://www.example.com";
const lead: LeadForMail = {
  reference: "Q-7K4P9M",
  name: "Dana Whitfield",
  phone: "+1 (502) 555-0199",
  email: "dana@example.com",
  address: "4127 Bardstown Rd, Louisville, KY 40218",
  serviceType: "emergency",
  message: "Water coming through the ceiling.",
  sourcePage: "/services/roof-repair",
  urgent: true,
  attribution: {},
};

/** The links of an email's HTML part, as a mail client reads them, in order. */
function linksOf(html: string) {
  const document = new DOMParser().parseFromString(html, "text/html");
  return [...document.querySelectorAll("a")].map((link) => ({
    href: link.getAttribute("href"),
    text: link.textContent,
    beforeDetails: Boolean(
      link.compareDocumentPosition(document.querySelectorAll("table")[1]!) &
      Node.DOCUMENT_POSITION_FOLLOWING,
    ),
  }));
}

const expected = [
  { href: "tel:+15025550199", text: "Call +1 (502) 555-0199", beforeDetails: true },
  { href: "sms:+15025550199", text: "Text", beforeDetails: true },
  { href: `${SITE}/admin/leads/Q-7K4P9M`, text: "Open the lead", beforeDetails: true },
];

describe("the office emails open with Call, Text and Open the lead", () => {
  it("the new-lead notification links tel:, sms: and the lead's page before its details", () => {
    const message = composeNotification(lead, ["office@example.com"], SITE);
    expect(linksOf(message.html)).toEqual(expected);
    expect(message.text).toContain(
      `Call +1 (502) 555-0199: tel:+15025550199\nText: sms:+15025550199\nOpen the lead: ${SITE}/admin/leads/Q-7K4P9M`,
    );
    expect(message.text.indexOf("Open the lead")).toBeLessThan(message.text.indexOf("Reference:"));
  });

  it("the escalation email has the same buttons before its details", () => {
    const message = composeEscalation(
      { ...lead, createdAt: "2026-05-04T10:00:00.000Z" },
      20,
      ["office@example.com"],
      SITE,
    );
    expect(linksOf(message.html).slice(0, 3)).toEqual(expected);
    expect(message.text.indexOf("tel:+15025550199")).toBeLessThan(message.text.indexOf("Name:"));
  });

  it("a phone number typed with markup characters cannot break out of the link", () => {
    const message = composeNotification(
      { ...lead, phone: '502"><script>555-0199' },
      ["office@example.com"],
      SITE,
    );
    const [call] = linksOf(message.html);
    expect(call?.href).toBe("tel:5025550199");
    expect(message.html).not.toContain("<script>");
  });
});
