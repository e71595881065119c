import { describe, expect, it } from "vitest";
import { site } from "../../config/site.ts";
import { composeEscalation } from "./compose-escalation.ts";
import { composeNotification, composeReceipt } from "./compose.ts";
import type { LeadWithPhotos } from "../../lib/lead-model.ts";
import { testLead } from "../../test-support/lead-test-support.ts";

const lead: LeadWithPhotos = testLead("Q-7K4P9M", {
  address: "4127 Bardstown Rd, Louisville, KY 40218",
  message: "Wind took shingles off the back slope.",
  sourcePage: "/services/roof-repair",
  attribution: { utm_source: "google", utm_campaign: "storm" },
  fingerprint: "f",
  inspectionAt: null,
});

const SITE_URL = "https://www.example.com";
const notifyTo = ["owner@ridgeline.example.com", "estimator@ridgeline.example.com"];

/** Parses an email's HTML as a mail client would. */
const parseHtml = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** The notification's details table (its rows with a heading) as label → text a reader sees. */
function tableOf(html: string): Record<string, string> {
  const rows = [...parseHtml(html).querySelectorAll("tr:has(th)")];
  return Object.fromEntries(
    rows.map((row) => [
      row.querySelector("th")?.textContent ?? "",
      row.querySelector("td")?.textContent ?? "",
    ]),
  );
}

describe("composeNotification", () => {
  it("goes to the contractor with the visitor in Reply-To", () => {
    const message = composeNotification(lead, notifyTo, SITE_URL);
    expect(message.kind).toBe("notification");
    expect(message.recipients).toEqual(notifyTo);
    expect(message.replyTo).toBe("dana@example.com");
  });

  it("names the service, the town, the visitor and the reference in the subject", () => {
    expect(composeNotification(lead, notifyTo, SITE_URL).subject).toBe(
      "Roof Repair request in Louisville from Dana Whitfield (Q-7K4P9M)",
    );
  });

  it("flags an emergency first, in the subject and at the top of both bodies", () => {
    const message = composeNotification(
      { ...lead, serviceType: "emergency", urgent: true },
      notifyTo,
      SITE_URL,
    );
    expect(message.subject).toBe(
      "URGENT: Emergency Service request in Louisville from Dana Whitfield (Q-7K4P9M)",
    );
    expect(message.text.startsWith("URGENT: emergency service requested.")).toBe(true);
    expect(parseHtml(message.html).body.querySelector("p")?.textContent).toMatch(/^URGENT: /);
  });

  it.each([
    ["too-fast", "the form was sent faster than a person can fill it in"],
    ["rate-limit", "many requests came from the same internet address within a few minutes"],
  ])("marks a lead flagged %s as possible spam, saying why in plain words", (reason, why) => {
    const message = composeNotification({ ...lead, spamReason: reason }, notifyTo, SITE_URL);
    expect(message.subject).toBe(
      "Possible spam: Roof Repair request in Louisville from Dana Whitfield (Q-7K4P9M)",
    );
    const warning = `Possible spam: ${why}. If it is a real request, answer it as usual and change its status in the inbox.`;
    expect(message.text.split("\n")[0]).toBe(warning);
    expect(parseHtml(message.html).body.querySelector("p")?.textContent).toBe(warning);
    // Everything else the office needs is still there.
    expect(message.replyTo).toBe("dana@example.com");
    expect(tableOf(message.html)).toMatchObject({
      Name: "Dana Whitfield",
      Phone: "(502) 555-0199",
    });
  });

  it("puts the spam warning before the urgent flag", () => {
    const message = composeNotification(
      { ...lead, serviceType: "emergency", urgent: true, spamReason: "too-fast" },
      notifyTo,
      SITE_URL,
    );
    expect(message.subject).toMatch(/^Possible spam: URGENT: Emergency Service request/);
    const paragraphs = [...parseHtml(message.html).body.querySelectorAll("p")];
    expect(paragraphs.map((paragraph) => paragraph.textContent.slice(0, 14))).toEqual([
      "Possible spam:",
      "URGENT: emerge",
      "New quote requ",
      "Reply to this ",
    ]);
  });

  it("does not flag a routine request", () => {
    const message = composeNotification(lead, notifyTo, SITE_URL);
    expect(message.subject).not.toContain("URGENT");
    expect(message.text).not.toContain("URGENT");
    expect(message.html).not.toContain("URGENT");
    expect(message.subject).not.toContain("spam");
    expect(message.text).not.toContain("spam");
  });

  it("leaves the town out when the address does not give one", () => {
    const subject = composeNotification({ ...lead, address: "" }, notifyTo, SITE_URL).subject;
    expect(subject).toBe("Roof Repair request from Dana Whitfield (Q-7K4P9M)");
  });

  it("keeps the reference at the end of the subject when the name and town are 120 characters", () => {
    const long = {
      ...lead,
      urgent: true,
      spamReason: "too-fast",
      serviceType: "commercial",
      name: `Dana ${"W".repeat(115)}`,
      address: `4127 Bardstown Rd, ${"Jeffersontown".repeat(10).slice(0, 120)}, KY 40218`,
    };
    const { subject } = composeNotification(long, notifyTo, "https://www.example.com");
    expect(subject).toMatch(/^Possible spam: URGENT: Commercial Roofing request in Jeffersontown/);
    expect(subject).toMatch(/ from Dana W+… \(Q-7K4P9M\)$/);
    expect(subject.length).toBeLessThanOrEqual(200);
  });

  it.each([
    ["name", { name: "Dana\r\nBcc: everyone@example.com" }],
    ["name", { name: "Dana\nContent-Type: text/html\n\n<h1>hi</h1>" }],
    ["town", { address: "1 Main St, Louisville\r\nBcc: everyone@example.com, KY 40202" }],
  ])("keeps a line break in the %s from adding a header to the subject", (_field, change) => {
    const subject = composeNotification({ ...lead, ...change }, notifyTo, SITE_URL).subject;
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toMatch(/^Roof Repair request /);
    expect(subject).toMatch(/\(Q-7K4P9M\)$/);
  });

  it("keeps the subject under 200 characters, reference included", () => {
    const subject = composeNotification(
      { ...lead, name: "D".repeat(400) },
      notifyTo,
      SITE_URL,
    ).subject;
    expect(subject.length).toBeLessThan(200);
    expect(subject).toMatch(/D… \(Q-7K4P9M\)$/);
  });

  it("lists every field in the text body", () => {
    const { text } = composeNotification(lead, notifyTo, SITE_URL);
    expect(text).toContain("New quote request from the website (https://www.example.com).");
    for (const line of [
      "Reference: Q-7K4P9M",
      "Name: Dana Whitfield",
      "Phone: (502) 555-0199",
      "Email: dana@example.com",
      "Service: Roof Repair",
      "Property address: 4127 Bardstown Rd, Louisville, KY 40218",
      "Details: Wind took shingles off the back slope.",
      "Source page: /services/roof-repair",
      "Attribution: utm_source: google, utm_campaign: storm",
    ])
      expect(text.split("\n")).toContain(line);
  });

  it("says so when optional fields were left empty", () => {
    const table = tableOf(
      composeNotification(
        { ...lead, address: "", message: "", sourcePage: "", attribution: {} },
        notifyTo,
        SITE_URL,
      ).html,
    );
    expect(table).toMatchObject({
      "Property address": "Not given",
      Details: "None given",
      "Source page": "Unknown",
      Attribution: "None",
    });
  });

  it("shows every visitor value in the HTML body as text, never as markup", () => {
    const hostile = (field: string) =>
      `<script>alert("${field}")</script><img src=x onerror=alert(1)><b>bold</b> & 'quoted' &amp;`;
    const message = composeNotification(
      {
        ...lead,
        name: hostile("name"),
        phone: hostile("phone"),
        email: hostile("email"),
        address: hostile("address"),
        serviceType: hostile("service"),
        message: `${hostile("message")}\n<iframe src="https://evil.example"></iframe>`,
        sourcePage: hostile("page"),
        attribution: { [hostile("key")]: hostile("value") },
      },
      notifyTo,
      SITE_URL,
    );

    const document = parseHtml(message.html);
    const tags = new Set([...document.querySelectorAll("*")].map((element) => element.localName));
    expect([...tags].sort()).toEqual([
      "a",
      "body",
      "head",
      "html",
      "p",
      "table",
      "tbody",
      "td",
      "th",
      "tr",
    ]);
    expect(document.querySelectorAll("[onerror], [src]")).toHaveLength(0);

    expect(tableOf(message.html)).toEqual({
      Reference: "Q-7K4P9M",
      Name: hostile("name"),
      Phone: hostile("phone"),
      Email: hostile("email"),
      Service: hostile("service"),
      "Property address": hostile("address"),
      // The storm line is the server's own words; empty here, so the view says none
      "Storm reports": "None on file nearby",
      Details: `${hostile("message")}\n<iframe src="https://evil.example"></iframe>`,
      "Source page": hostile("page"),
      Attribution: `${hostile("key")}: ${hostile("value")}`,
    });
  });
});

describe("composeReceipt", () => {
  it("goes to the visitor, with replies going to the office", () => {
    const message = composeReceipt(lead);
    expect(message.kind).toBe("receipt");
    expect(message.recipients).toEqual(["dana@example.com"]);
    expect(message.replyTo).toBe(site.email);
    expect(message.subject).toBe(`We received your request (Q-7K4P9M) | ${site.name}`);
  });

  it("gives the reference, the service, the phone number and what happens next, in both bodies", () => {
    const message = composeReceipt(lead);
    const htmlText = parseHtml(message.html).body.textContent ?? "";
    for (const body of [message.text, htmlText]) {
      expect(body).toMatch(/^\s*Hello,/);
      expect(body).toContain("We have received your Roof Repair request.");
      expect(body).toContain("Your reference number is Q-7K4P9M.");
      expect(body).toContain(site.phone.display);
      expect(body).toContain(
        "Someone from our office will contact you within one business day to talk through your roof repair",
      );
      expect(body).toContain("If you did not ask us for a quote");
    }
    const call = parseHtml(message.html).querySelector("a");
    expect(call?.getAttribute("href")).toBe(`tel:${site.phone.e164}`);
    expect(call?.textContent).toBe(site.phone.display);
  });

  it("promises a call as soon as possible for an emergency", () => {
    const { text } = composeReceipt({ ...lead, serviceType: "emergency", urgent: true });
    expect(text).toContain("someone from our team will call you as soon as possible");
    expect(text).toContain(`call us at ${site.phone.display}, day or night`);
    expect(text).not.toContain("within one business day");
  });

  it("repeats nothing the visitor typed, so it cannot carry words to a stranger", () => {
    const typed = {
      name: "Visit cheap-pills.example Now",
      phone: "(502) 555-0111 call-me-maybe",
      address: "Click https://phish.example/login",
      message: "Your account is locked, see https://phish.example",
      sourcePage: "/services/https-phish-example",
      attribution: { utm_source: "phish-campaign" },
    };
    const message = composeReceipt({ ...lead, ...typed } as LeadWithPhotos);
    const everything = [message.subject, message.text, message.html].join("\n");
    for (const words of ["cheap-pills", "call-me-maybe", "phish", "Visit", "Click", "locked"])
      expect(everything).not.toContain(words);
  });

  it("names the service only from our own list", () => {
    const { text, html } = composeReceipt({ ...lead, serviceType: "<b>free money</b>" });
    expect(text).toContain("We have received your Roofing request.");
    expect(`${text}${html}`).not.toContain("free money");
  });
});

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
  { href: `${SITE_URL}/admin/leads/Q-7K4P9M`, text: "Open the lead", beforeDetails: true },
];

describe("the office emails open with Call, Text and Open the lead", () => {
  const emergency: LeadWithPhotos = {
    ...lead,
    phone: "+1 (502) 555-0199",
    serviceType: "emergency",
    urgent: true,
  };

  it("the new-lead notification links tel:, sms: and the lead's page before its details", () => {
    const message = composeNotification(emergency, ["office@example.com"], SITE_URL);
    expect(linksOf(message.html)).toEqual(expected);
    expect(message.text).toContain(
      `Call +1 (502) 555-0199: tel:+15025550199\nText: sms:+15025550199\nOpen the lead: ${SITE_URL}/admin/leads/Q-7K4P9M`,
    );
    expect(message.text.indexOf("Open the lead")).toBeLessThan(message.text.indexOf("Reference:"));
  });

  it("the escalation email has the same buttons before its details", () => {
    const message = composeEscalation(
      { ...emergency, createdAt: "2026-05-04T10:00:00.000Z" },
      20,
      ["office@example.com"],
      SITE_URL,
    );
    expect(linksOf(message.html).slice(0, 3)).toEqual(expected);
    expect(message.text.indexOf("tel:+15025550199")).toBeLessThan(message.text.indexOf("Name:"));
  });

  it("a phone number typed with markup characters cannot break out of the link", () => {
    const message = composeNotification(
      { ...emergency, phone: '502"><script>555-0199' },
      ["office@example.com"],
      SITE_URL,
    );
    const [call] = linksOf(message.html);
    expect(call?.href).toBe("tel:5025550199");
    expect(message.html).not.toContain("<script>");
  });
});
