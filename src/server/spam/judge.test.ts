// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DEFAULT_MIN_FILL_MS, judgeSpam } from "./judge.ts";

const person = { honeypot: "", fillMs: 45_000, overRateLimit: false };

describe("judgeSpam", () => {
  it("lets a person through", () => {
    expect(judgeSpam(person)).toBeNull();
  });

  it("flags a filled-in honeypot", () => {
    expect(judgeSpam({ ...person, honeypot: "https://cheap-seo.example" })).toBe("honeypot");
  });

  it("ignores a honeypot holding only whitespace, as autofill sometimes leaves", () => {
    expect(judgeSpam({ ...person, honeypot: "  \t" })).toBeNull();
    expect(judgeSpam({ ...person, honeypot: undefined })).toBeNull();
  });

  it("flags a form sent faster than a person can fill it", () => {
    expect(judgeSpam({ ...person, fillMs: 0 })).toBe("too-fast");
    expect(judgeSpam({ ...person, fillMs: DEFAULT_MIN_FILL_MS - 1 })).toBe("too-fast");
    expect(judgeSpam({ ...person, fillMs: DEFAULT_MIN_FILL_MS })).toBeNull();
  });

  it("uses the configured minimum fill time instead of the default", () => {
    expect(judgeSpam({ ...person, fillMs: 4000, minFillMs: 5000 })).toBe("too-fast");
    expect(judgeSpam({ ...person, fillMs: 1, minFillMs: 0 })).toBeNull();
  });

  it("does not judge speed when there is no fill time (JavaScript off)", () => {
    expect(judgeSpam({ ...person, fillMs: undefined })).toBeNull();
    expect(judgeSpam({ ...person, fillMs: undefined, honeypot: "x" })).toBe("honeypot");
    expect(judgeSpam({ ...person, fillMs: undefined, overRateLimit: true })).toBe("rate-limit");
  });

  it("flags an address over the rate limit", () => {
    expect(judgeSpam({ ...person, overRateLimit: true })).toBe("rate-limit");
  });

  it("names the strongest signal when several apply: honeypot, then speed, then rate", () => {
    expect(judgeSpam({ honeypot: "x", fillMs: 10, overRateLimit: true })).toBe("honeypot");
    expect(judgeSpam({ honeypot: "", fillMs: 10, overRateLimit: true })).toBe("too-fast");
  });
});
