import { describe, expect, it } from "vitest";
import { quoteLimits, quoteRequestSchema } from "./quote-schema";

/** What the form posts for a homeowner asking about storm damage. */
const realistic = {
  name: "Dana Whitfield",
  phone: "(502) 555-0199",
  email: "dana.whitfield@example.com",
  address: "4127 Bardstown Rd, Louisville, KY 40218",
  serviceType: "repair",
  message:
    "Wind took a few shingles off the back slope last night.\nThere's a small drip in the upstairs closet.",
  consent: true,
  idempotencyKey: "k9Qm2xT7pL4vW8rZ",
  fillMs: 48_250,
  website: "",
  sourcePage: "/services/roof-repair",
  referrer: "https://www.google.com/",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "storm-repair",
  gclid: "Cj0KCQjw",
};

/** The messages the visitor would see for `field` after sending `input`. */
function messagesFor(input: Record<string, unknown>, field: string): string[] {
  const result = quoteRequestSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => String(issue.path[0] ?? "") === field)
    .map((issue) => issue.message);
}

describe("quoteRequestSchema", () => {
  it("accepts a realistic request unchanged", () => {
    expect(quoteRequestSchema.parse(realistic)).toEqual(realistic);
  });

  it("accepts the bare required fields a visitor without JavaScript sends", () => {
    const minimal = {
      name: "Dana Whitfield",
      phone: "502-555-0199",
      email: "dana@example.com",
      serviceType: "inspection",
      consent: true,
    };
    expect(quoteRequestSchema.parse(minimal)).toEqual(minimal);
  });

  it("trims spaces around what the visitor typed", () => {
    const parsed = quoteRequestSchema.parse({
      ...realistic,
      name: "  Dana Whitfield ",
      phone: " 502 555 0199 ",
      email: " dana@example.com  ",
      address: "\t4127 Bardstown Rd ",
      message: "\n  Leak over the porch.  \n",
      sourcePage: " /contact ",
      utm_source: " google ",
    });
    expect(parsed).toMatchObject({
      name: "Dana Whitfield",
      phone: "502 555 0199",
      email: "dana@example.com",
      address: "4127 Bardstown Rd",
      message: "Leak over the porch.",
      sourcePage: "/contact",
      utm_source: "google",
    });
  });

  it("accepts every limit exactly", () => {
    const result = quoteRequestSchema.safeParse({
      ...realistic,
      name: "N".repeat(quoteLimits.name),
      phone: "1".repeat(quoteLimits.phoneDigitsMin),
      address: "A".repeat(quoteLimits.address),
      message: "M".repeat(quoteLimits.message),
    });
    expect(result.success).toBe(true);
    expect(
      quoteRequestSchema.safeParse({ ...realistic, phone: "+1 502 555 0199 123" }).success,
    ).toBe(true);
  });

  it("measures the limits after trimming", () => {
    const name = ` ${"N".repeat(quoteLimits.name)} `;
    expect(quoteRequestSchema.safeParse({ ...realistic, name }).success).toBe(true);
  });

  it.each([
    [
      "name of 121 characters",
      "name",
      "N".repeat(121),
      "Please keep your name under 120 characters.",
    ],
    ["blank name", "name", "   ", "Please enter your name."],
    ["missing name", "name", undefined, "Please enter your name."],
    [
      "NUL in the name",
      "name",
      "Dana\u0000Whitfield",
      "Please remove unusual characters from your name.",
    ],
    [
      "line break in the name",
      "name",
      "Dana\r\nBcc: list@example.com",
      "Please keep your name on one line.",
    ],
    [
      "phone with 9 digits",
      "phone",
      "502 555 019",
      "Please enter a phone number with 10 to 15 digits.",
    ],
    [
      "phone with 16 digits",
      "phone",
      "1234567890123456",
      "Please enter a phone number with 10 to 15 digits.",
    ],
    [
      "letters in the phone",
      "phone",
      "502-555-CALL",
      "Please enter a phone number using digits only.",
    ],
    ["missing phone", "phone", "", "Please enter your phone number."],
    [
      "email without a domain",
      "email",
      "dana@",
      "Please enter a valid email address, like name@example.com.",
    ],
    [
      "email without @",
      "email",
      "dana example.com",
      "Please enter a valid email address, like name@example.com.",
    ],
    ["missing email", "email", "", "Please enter your email address."],
    [
      "address of 201 characters",
      "address",
      "A".repeat(201),
      "Please keep your property address under 200 characters.",
    ],
    [
      "bell in the address",
      "address",
      "4127 Bardstown\u0007 Rd",
      "Please remove unusual characters from your property address.",
    ],
    [
      "details of 5001 characters",
      "message",
      "M".repeat(5001),
      "Please keep the details under 5000 characters.",
    ],
    [
      "escape sequence in the details",
      "message",
      "Leak\u001b[31m here",
      "Please remove unusual characters from the details.",
    ],
    [
      "DEL in the details",
      "message",
      "Leak\u007f",
      "Please remove unusual characters from the details.",
    ],
    ["unknown service", "serviceType", "gutter-cleaning", "Please choose the service you need."],
    ["missing service", "serviceType", undefined, "Please choose the service you need."],
    ["consent false", "consent", false, "Please agree to the terms before submitting."],
    ["missing consent", "consent", undefined, "Please agree to the terms before submitting."],
  ])("refuses %s with the message the visitor sees", (_case, field, value, message) => {
    expect(messagesFor({ ...realistic, [field]: value }, field)).toContain(message);
  });

  it("keeps line breaks and tabs in the details, where they belong", () => {
    const message = "Front slope:\n\t- missing shingles\r\n\t- loose flashing";
    expect(quoteRequestSchema.parse({ ...realistic, message }).message).toBe(message);
  });

  it("refuses a field that is not part of the form, and says so", () => {
    const result = quoteRequestSchema.safeParse({ ...realistic, isAdmin: "1" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: "unrecognized_keys",
        keys: ["isAdmin"],
        message: "This field is not part of the quote form.",
      }),
    ]);
  });

  it.each([
    ["idempotencyKey", "short"],
    ["idempotencyKey", "has spaces in it, sixteen+"],
    ["fillMs", -1],
    ["fillMs", 1.5],
  ])("refuses a tampered hidden field %s", (field, value) => {
    expect(messagesFor({ ...realistic, [field]: value }, field)).not.toEqual([]);
  });

  it.each([
    ["utm_source", "%00 in a link\u0000", "%00 in a link"],
    [
      "referrer",
      "https://ads.example/\r\nReference: Q-FAKE99",
      "https://ads.example/ Reference: Q-FAKE99",
    ],
    ["utm_campaign", "storm\u0085\u2028spring\ud800", "storm spring"],
    ["utm_source", "u".repeat(301), "u".repeat(300)],
    ["website", "w".repeat(501), "w".repeat(500)],
    ["sourcePage", "/contact\u0000", "/contact"],
    ["sourcePage", "https://evil.example/page", undefined],
    ["sourcePage", "/page with spaces", undefined],
  ])(
    "cleans the hidden field %s the visitor cannot correct, never refusing the lead",
    (field, value, kept) => {
      const parsed = quoteRequestSchema.parse({ ...realistic, [field]: value });
      expect(parsed[field as keyof typeof parsed]).toEqual(kept);
    },
  );

  it.each([
    [
      "lone surrogate in the name",
      "name",
      "Dana \ud83d Whitfield",
      "Please remove unusual characters from your name.",
    ],
    [
      "C1 control in the address",
      "address",
      "4127\u009b Bardstown Rd",
      "Please remove unusual characters from your property address.",
    ],
    [
      "line separator in the address",
      "address",
      "4127 Bardstown Rd\u2028Reference: Q-FAKE99",
      "Please keep your property address on one line.",
    ],
    [
      "NUL in the details",
      "message",
      "Leak\u0000",
      "Please remove unusual characters from the details.",
    ],
  ])("refuses %s, one rule for every visible field", (_case, field, value, message) => {
    expect(messagesFor({ ...realistic, [field]: value }, field)).toContain(message);
  });
});
