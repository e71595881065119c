import { describe, expect, it } from "vitest";
import { isLeadStatus, leadFieldNames, leadFields, serviceLabel } from "./lead-model";
import { quoteFieldsSchema, quoteLimits, quoteRequestSchema } from "./quote-schema";

describe("serviceLabel", () => {
  it("names a service the way the form offers it", () => {
    expect(serviceLabel("repair")).toBe("Roof Repair");
    expect(serviceLabel("emergency")).toBe("Emergency Service");
  });

  it("shows a value the form no longer offers as it was stored", () => {
    expect(serviceLabel("chimney")).toBe("chimney");
  });
});

describe("the lead model", () => {
  it("has the fields the quote schema validates, and only those besides consent", () => {
    expect(Object.keys(quoteFieldsSchema.shape).sort()).toEqual(
      [...leadFieldNames, "consent"].sort(),
    );
  });

  it("gives the schema its limits: one character more than a field allows is refused", () => {
    const valid = {
      name: "Dana Whitfield",
      phone: "(502) 555-0199",
      email: "dana@example.com",
      address: "4127 Bardstown Rd, Louisville, KY 40218",
      serviceType: "repair",
      message: "Shingles blew off over the garage.",
      consent: true,
    };
    for (const field of ["name", "address", "message"] as const) {
      const limit = leadFields[field].maxLength;
      expect(quoteLimits[field]).toBe(limit);
      expect(quoteRequestSchema.safeParse({ ...valid, [field]: "x".repeat(limit) }).success).toBe(
        true,
      );
      const tooLong = quoteRequestSchema.safeParse({ ...valid, [field]: "x".repeat(limit + 1) });
      expect(tooLong.error?.issues[0]?.message).toContain(`under ${limit} characters`);
    }
  });

  it("names each field in validation messages the way the model words it", () => {
    const result = quoteRequestSchema.safeParse({ consent: true, name: "", phone: " " });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain(`Please enter your ${leadFields.name.words}.`);
    expect(messages).toContain(`Please enter your ${leadFields.phone.words}.`);
    expect(messages).toContain("Please choose the service you need.");
  });

  it("knows the pipeline's statuses", () => {
    expect(isLeadStatus("won")).toBe(true);
    expect(isLeadStatus("deleted")).toBe(false);
    expect(isLeadStatus(undefined)).toBe(false);
  });
});
