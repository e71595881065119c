import { describe, expect, it } from "vitest";
import { site } from "../../config/site.ts";
import { composeInvitation, formatExpiry } from "./compose-invitation.ts";

const invitation = {
  to: "estimator@example.com",
  invitedBy: "office@example.com",
  link: "https://www.example.com/admin/invitation?token=abc_DEF-123&x=1",
  expiresAt: "2025-06-17T15:30:00.000Z",
};

const parseHtml = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("composeInvitation", () => {
  it("goes to the invited address, answered to whoever invited them", () => {
    const message = composeInvitation(invitation);
    expect(message).toMatchObject({
      kind: "invitation",
      recipients: ["estimator@example.com"],
      replyTo: "office@example.com",
      subject: `office@example.com invited you to the ${site.shortName} lead inbox`,
    });
  });

  it("says who invited them, gives the link and when it expires, in both parts", () => {
    const { text, html } = composeInvitation(invitation);
    expect(text).toContain("office@example.com has invited you");
    expect(text).toContain(invitation.link);
    expect(text).toContain("expires on Tuesday, June 17, 2025 at 11:30 AM EDT");
    const page = parseHtml(html);
    expect(page.querySelector("a")?.getAttribute("href")).toBe(invitation.link);
    expect(page.body.textContent).toContain("office@example.com has invited you");
    expect(page.body.textContent).toContain("June 17, 2025 at 11:30 AM EDT");
  });

  it("escapes what it was given, and keeps the subject on one line", () => {
    const { html, subject } = composeInvitation({
      ...invitation,
      invitedBy: 'Mallory <script>alert(1)</script>\r\nBcc: victim@example.com"',
      link: 'https://www.example.com/admin/invitation?token="><img src=x onerror=alert(1)>',
    });
    const page = parseHtml(html);
    expect(page.querySelector("script, img")).toBeNull();
    expect(page.querySelector("a")?.getAttribute("href")).toContain('"><img src=x');
    expect(page.body.textContent).toContain("Mallory <script>alert(1)</script>");
    expect(subject).not.toMatch(/[\r\n]/);
  });
});

describe("formatExpiry", () => {
  it("shows the office's wall clock with its zone", () => {
    expect(formatExpiry("2025-01-10T17:05:00.000Z")).toBe(
      "Friday, January 10, 2025 at 12:05 PM EST",
    );
  });
});
