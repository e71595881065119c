// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  accessCodeHash,
  accessCookieValue,
  cookieOpens,
  newAccessCode,
  sameSecret,
} from "./access-code-keys.ts";

const KEY = "k".repeat(43);
const NOW = new Date("2026-12-01T15:00:00.000Z");
const NOW_S = NOW.getTime() / 1000;
const LINK = { versionId: 41, tokenHash: "a".repeat(64) };
const TWELVE_HOURS = 12 * 3600;

describe("the codes", () => {
  it("are six digits, leading zeros kept, and vary", () => {
    const codes = Array.from({ length: 200 }, newAccessCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("are stored as an HMAC bound to the key and the version, never as themselves", () => {
    const hash = accessCodeHash(KEY, 41, "123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("123456");
    expect(accessCodeHash(KEY, 41, "123456")).toBe(hash);
    expect(accessCodeHash(KEY, 42, "123456")).not.toBe(hash);
    expect(accessCodeHash("other".repeat(9), 41, "123456")).not.toBe(hash);
    expect(accessCodeHash(KEY, 41, "123457")).not.toBe(hash);
  });

  it("compare whole, whatever the length", () => {
    expect(sameSecret("abc", "abc")).toBe(true);
    expect(sameSecret("abc", "abd")).toBe(false);
    expect(sameSecret("abc", "abcd")).toBe(false);
  });
});

describe("the cookie a correct code sets", () => {
  const value = accessCookieValue(KEY, LINK.versionId, LINK.tokenHash, NOW_S + TWELVE_HOURS);

  it("opens its own link until its end", () => {
    expect(cookieOpens(KEY, value, LINK, NOW, TWELVE_HOURS)).toBe(true);
    const late = new Date((NOW_S + TWELVE_HOURS) * 1000);
    expect(cookieOpens(KEY, value, LINK, late, TWELVE_HOURS)).toBe(false);
  });

  it("opens no other version, no other link of the same version, under no other key", () => {
    expect(cookieOpens(KEY, value, { ...LINK, versionId: 42 }, NOW, TWELVE_HOURS)).toBe(false);
    expect(cookieOpens(KEY, value, { ...LINK, tokenHash: "b".repeat(64) }, NOW, TWELVE_HOURS)).toBe(
      false,
    );
    expect(cookieOpens("x".repeat(43), value, LINK, NOW, TWELVE_HOURS)).toBe(false);
  });

  it("refuses a later end written by hand, an end further off than any we set, and garbage", () => {
    const [, mac] = value.split(".");
    expect(cookieOpens(KEY, `${NOW_S + TWELVE_HOURS + 3600}.${mac}`, LINK, NOW, TWELVE_HOURS)).toBe(
      false,
    );
    const far = accessCookieValue(KEY, LINK.versionId, LINK.tokenHash, NOW_S + 10 * TWELVE_HOURS);
    expect(cookieOpens(KEY, far, LINK, NOW, TWELVE_HOURS)).toBe(false);
    for (const junk of [
      "",
      "1.2",
      `${NOW_S + 60}.${"A".repeat(43)}`,
      `${value}x`,
      "x".repeat(5000),
    ])
      expect(cookieOpens(KEY, junk, LINK, NOW, TWELVE_HOURS)).toBe(false);
  });
});
