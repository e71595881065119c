import { describe, expect, it } from "vitest";
import { bookingRequestSchema, STREET_ADDRESS_MESSAGE } from "./booking-schema.ts";

const typed = {
  window: "2026-12-02T08:00",
  name: "Dana Whitfield",
  phone: "(502) 555-0199",
  email: "dana@example.com",
  address: "2204 Frankfort Ave, Louisville, KY 40206",
  consent: true,
};

describe("what /book takes from a visitor", () => {
  it("refuses an address that is no street address, with the message its field shows", () => {
    const parsed = bookingRequestSchema.safeParse({
      ...typed,
      address: "URGENT: verify your payment at https://evil.example/pay",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["address", STREET_ADDRESS_MESSAGE],
    ]);
  });

  it("keeps a name without its links, and refuses a name that is only a link", () => {
    const parsed = bookingRequestSchema.parse({
      ...typed,
      name: "Dana https://evil.example/pay Whitfield",
    });
    expect(parsed.name).toBe("Dana Whitfield");
    const onlyLink = bookingRequestSchema.safeParse({ ...typed, name: "www.evil.example" });
    expect(onlyLink.error?.issues.map((issue) => issue.path[0])).toEqual(["name"]);
  });
});
