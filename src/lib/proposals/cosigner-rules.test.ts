import { describe, expect, it } from "vitest";
import {
  checkedInvitation,
  cosignLinkExpired,
  nextInvitationAt,
  readCosignPost,
} from "./cosigner-rules.ts";

const SHA = "a".repeat(64);

describe("the second signer's rules", () => {
  it("a link works for 14 days from its invitation, then not; an unreadable time is expired", () => {
    const invitedAt = "2026-12-01T15:00:00.000Z";
    expect(cosignLinkExpired(invitedAt, new Date("2026-12-15T15:00:00.000Z"))).toBe(false);
    expect(cosignLinkExpired(invitedAt, new Date("2026-12-15T15:00:00.001Z"))).toBe(true);
    expect(cosignLinkExpired("yesterday", new Date("2026-12-01T15:00:00.000Z"))).toBe(true);
    expect(nextInvitationAt(invitedAt).toISOString()).toBe("2026-12-01T15:10:00.000Z");
  });

  it("checks the name as a signature's and the address as the quote form's", () => {
    expect(checkedInvitation({ name: " Pat  Whitfield ", email: " pat@example.com " })).toEqual({
      ok: true,
      name: "Pat Whitfield",
      email: "pat@example.com",
    });
    for (const name of ["", "P", "Pat\nBcc: eve@example.com", "!!!", "x".repeat(121), "王小明"])
      expect(checkedInvitation({ name, email: "pat@example.com" }), name).toEqual({
        ok: false,
        problem: "name",
      });
    for (const email of [
      "",
      "pat",
      "pat@example.com\nBcc: eve@example.com",
      `${"p".repeat(250)}@x.com`,
    ])
      expect(checkedInvitation({ name: "Pat Whitfield", email }), email).toEqual({
        ok: false,
        problem: "email",
      });
  });

  it("reads the co-signer's post strictly: no unknown, repeated or non-text field", () => {
    expect(
      readCosignPost([
        ["intent", "sign"],
        ["name", "Pat"],
        ["consent", "on"],
        ["shown", SHA],
      ]),
    ).toEqual({ ok: true, post: { name: "Pat", consented: true, shownSha256: SHA } });
    for (const entries of [
      [
        ["intent", "sign"],
        ["shown", SHA],
        ["total", "1"],
      ],
      [
        ["intent", "sign"],
        ["shown", SHA],
        ["name", "a"],
        ["name", "b"],
      ],
      [
        ["intent", "sign"],
        ["shown", "not a hash"],
      ],
      [
        ["intent", "cancel"],
        ["shown", SHA],
      ],
      [
        ["intent", "sign"],
        ["shown", SHA],
        ["consent", "yes"],
      ],
      [
        ["intent", "sign"],
        ["shown", SHA],
        ["name", new Blob(["x"])],
      ],
    ] as [string, unknown][][])
      expect(readCosignPost(entries).ok, JSON.stringify(entries)).toBe(false);
  });
});
