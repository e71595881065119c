// @vitest-environment node
import { describe, expect, it } from "vitest";
import { judgeTarget, MAX_TARGET_LENGTH } from "./request-target.ts";

describe("judgeTarget", () => {
  it.each(["/", "/about", "/_astro/app.abc123.js", "/contact?utm_source=gbp", "/%E2%9C%93"])(
    "lets %j through",
    (target) => {
      expect(judgeTarget(target)).toEqual({ kind: "ok" });
    },
  );

  it.each([
    ["/about/", "/about"],
    ["/about/?utm_source=x", "/about?utm_source=x"],
    ["/.//evil.example/", "/evil.example"],
    ["//evil.example/", "/evil.example"],
    ["///evil.example//", "/evil.example"],
    ["/%2e%2e/%2e%2e/etc/", "/etc"],
    ["/a/../b/", "/b"],
  ])("redirects %j to %j on this site", (target, location) => {
    const verdict = judgeTarget(target);
    expect(verdict).toEqual({ kind: "redirect", location });
    if (verdict.kind === "redirect") expect(verdict.location).not.toMatch(/^\/\/|^[a-z]+:/i);
  });

  it.each([
    ["/%E0%A4%A", 400],
    ["/a%00b", 400],
    ["http://evil.example/", 400],
    ["*", 400],
    [`/${"a".repeat(MAX_TARGET_LENGTH)}`, 414],
  ])("refuses %j with %i", (target, status) => {
    expect(judgeTarget(target)).toMatchObject({ kind: "refuse", status });
  });
});
