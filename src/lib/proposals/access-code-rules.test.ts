import { describe, expect, it } from "vitest";
import {
  accessCookieHeader,
  accessCookieValues,
  guardedProposalToken,
  isMisspelledProposalPath,
  linkNeedsCode,
  maskedAddress,
  readCodePost,
} from "./access-code-rules.ts";

const TOKEN = "Zx3kP0aB9qZx3kP0aB9qZx3kP0aB9qZx3kP0aB9qZx3";
const SENT = "2026-11-01T15:00:00.000Z";

describe("when a link asks for the code", () => {
  it("opens without one for 14 days after its version was sent, and asks after that", () => {
    expect(linkNeedsCode(SENT, new Date("2026-11-01T15:00:00.000Z"))).toBe(false);
    expect(linkNeedsCode(SENT, new Date("2026-11-15T15:00:00.000Z"))).toBe(false);
    expect(linkNeedsCode(SENT, new Date("2026-11-15T15:00:00.001Z"))).toBe(true);
    expect(linkNeedsCode(SENT, new Date("2027-03-01T00:00:00.000Z"))).toBe(true);
  });

  it("asks for one when the sending time cannot be read", () => {
    expect(linkNeedsCode("not a time", new Date(SENT))).toBe(true);
  });
});

describe("the address as the gate shows it", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskedAddress("jordan.smith@example.com")).toBe("j•••@example.com");
    expect(maskedAddress("a@b.example")).toBe("a•••@b.example");
    expect(maskedAddress("no-at-sign")).toBe("•••");
    expect(maskedAddress("@example.com")).toBe("•••");
  });
});

describe("what the gate's forms may post", () => {
  it("asks for a code with nothing else", () => {
    expect(readCodePost([["intent", "send"]])).toEqual({ ok: true, post: { intent: "send" } });
  });

  it("refuses an address, or any other field, sent with the request for a code", () => {
    expect(
      readCodePost([
        ["intent", "send"],
        ["email", "someone.else@example.com"],
      ]),
    ).toEqual({ ok: false, problem: "form" });
    expect(
      readCodePost([
        ["intent", "verify"],
        ["code", "123456"],
        ["email", "x@example.com"],
      ]),
    ).toEqual({ ok: false, problem: "form" });
  });

  it("reads a code typed with spaces or a dash", () => {
    for (const typed of ["123456", "123 456", " 123-456 ", "012345"])
      expect(
        readCodePost([
          ["intent", "verify"],
          ["code", typed],
        ]),
      ).toMatchObject({ ok: true, post: { intent: "verify" } });
    expect(
      readCodePost([
        ["intent", "verify"],
        ["code", "012 345"],
      ]),
    ).toEqual({ ok: true, post: { intent: "verify", code: "012345" } });
  });

  it("refuses what is not six digits, a field given twice and an unknown intent", () => {
    for (const typed of ["12345", "1234567", "12a456", "", "１２３４５６", "9".repeat(10_000)])
      expect(
        readCodePost([
          ["intent", "verify"],
          ["code", typed],
        ]),
      ).toEqual({ ok: false, problem: "code" });
    expect(
      readCodePost([
        ["intent", "verify"],
        ["code", "123456"],
        ["code", "654321"],
      ]),
    ).toEqual({ ok: false, problem: "form" });
    expect(readCodePost([["intent", "sign"]])).toEqual({ ok: false, problem: "form" });
    expect(readCodePost([])).toEqual({ ok: false, problem: "form" });
  });
});

describe("the paths the gate guards", () => {
  it("guards the page and everything under the link but the gate's own page", () => {
    for (const path of ["", "/proposal.pdf", "/signed.pdf", "/deposit", "/photos/x.jpg", "/cancel"])
      expect(guardedProposalToken(`/proposal/${TOKEN}${path}`)).toBe(TOKEN);
    expect(guardedProposalToken(`/proposal/${TOKEN}/code`)).toBeUndefined();
  });

  it("refuses a path the router would read a token from that the gate would not", () => {
    for (const path of [
      `/proposal/${TOKEN}.html`,
      `/proposal/${TOKEN}.HTML/signed.pdf`,
      `/proposal/%5A${TOKEN.slice(1)}`,
      `/proposal/${TOKEN}%2Fproposal.pdf`,
      "/proposal/short",
      "/proposal/",
    ])
      expect(isMisspelledProposalPath(path), path).toBe(true);
    for (const path of [
      `/proposal/${TOKEN}`,
      `/proposal/${TOKEN}/proposal.pdf`,
      `/proposal/deposit-return/${TOKEN}`,
      `/proposal/cosign/${TOKEN}`,
      `/proposal/cosign/${TOKEN}/cosigned.pdf`,
      "/proposals",
      `/reviews/go/${TOKEN}`,
    ])
      expect(isMisspelledProposalPath(path), path).toBe(false);
  });

  it("leaves other paths and malformed tokens to their routes", () => {
    expect(guardedProposalToken("/proposal/short")).toBeUndefined();
    expect(guardedProposalToken("/proposals")).toBeUndefined();
    // The co-signer's link is its own page, expiring with its invitation (cosigner-rules.ts).
    expect(guardedProposalToken(`/proposal/cosign/${TOKEN}`)).toBeUndefined();
    expect(guardedProposalToken(`/reviews/go/${TOKEN}`)).toBeUndefined();
  });
});

describe("the cookie", () => {
  it("is read however many of its name the browser sends, and never others", () => {
    expect(accessCookieValues(null)).toEqual([]);
    expect(
      accessCookieValues("a=1; proposal_access=17.x;proposal_access=18.y; xproposal_access=z"),
    ).toEqual(["17.x", "18.y"]);
  });

  it("is HttpOnly, Secure, SameSite=Lax and scoped to the link's own path", () => {
    expect(accessCookieHeader(TOKEN, "17.x", 43200)).toBe(
      `proposal_access=17.x; Path=/proposal/${TOKEN}; Max-Age=43200; HttpOnly; Secure; SameSite=Lax`,
    );
  });
});
