// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { judgeRequestLine, MAX_TARGET_LENGTH } from "./request-line.ts";

describe("judgeRequestLine", () => {
  it.each(["/", "/about", "/_astro/app.abc123.js", "/contact?utm_source=gbp", "/%E2%9C%93"])(
    "lets %j through",
    (target) => {
      expect(judgeRequestLine("GET", target)).toEqual({ kind: "ok" });
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
    ["/admin//leads.csv", "/admin/leads.csv"],
    ["/admin//leads.csv?status=new", "/admin/leads.csv?status=new"],
    ["//evil.example", "/evil.example"],
  ])("redirects %j to %j on this site", (target, location) => {
    const verdict = judgeRequestLine("GET", target);
    expect(verdict).toEqual({ kind: "redirect", location });
    if (verdict.kind === "redirect") expect(verdict.location).not.toMatch(/^\/\/|^[a-z]+:/i);
  });

  it.each([
    ["/%E0%A4%A", 400],
    ["/a%00b", 400],
    ["/\\/", 400],
    ["/\\\\/", 400],
    ["/\\@/", 400],
    ["/\\evil.example", 400],
    ["/contact?x=%00", 400],
    ["http://evil.example/", 400],
    ["*", 400],
    [`/${"a".repeat(MAX_TARGET_LENGTH)}`, 414],
  ])("refuses %j with %i", (target, status) => {
    expect(judgeRequestLine("GET", target)).toMatchObject({ kind: "refuse", status });
  });

  it.each(["TRACE", "CONNECT", "BREW", "get"])("refuses the method %s with 405", (method) => {
    expect(judgeRequestLine(method, "/")).toMatchObject({ kind: "refuse", status: 405 });
  });

  it("never throws, whatever the target", () => {
    const tail = fc.string({ unit: "binary", maxLength: 40 });
    fc.assert(
      fc.property(tail, fc.boolean(), (text, slash) => {
        const verdict = judgeRequestLine("GET", `/${text}${slash ? "/" : ""}`);
        if (verdict.kind === "redirect") expect(verdict.location).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 20_000 },
    );
  });
});
