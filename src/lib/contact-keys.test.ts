import { describe, expect, it } from "vitest";
import { emailKey, nationalDigits, phoneKey } from "./contact-keys";

describe("phoneKey", () => {
  it.each(["+1 502 555 0102", "5025550102", "(502) 555-0102", "502.555.0102", "1 502 555 0102"])(
    "reads %j as +15025550102",
    (typed) => {
      expect(phoneKey(typed)).toBe("+15025550102");
    },
  );

  it.each(["50255501029", "5025550102 99", "555-0102", "502555010", ""])(
    "gives %j, no possible number, no key (trailing or missing digits are no new contact)",
    (typed) => {
      expect(phoneKey(typed)).toBeUndefined();
    },
  );

  it("gives the ten digits people type back", () => {
    expect(nationalDigits("+15025550102")).toBe("5025550102");
  });
});

describe("emailKey", () => {
  it.each([
    ["Dana@Example.com", "dana@example.com"],
    ["dana+2@example.com", "dana@example.com"],
    ["dana+roof+x@example.com", "dana@example.com"],
    ["d.a.n.a@gmail.com", "dana@gmail.com"],
    ["D.ana+2@GoogleMail.com", "dana@gmail.com"],
    // Elsewhere a dot may tell two people apart.
    ["j.smith@example.com", "j.smith@example.com"],
    ["not-an-email", "not-an-email"],
  ])("reads %j as %j", (typed, key) => {
    expect(emailKey(typed)).toBe(key);
  });
});
