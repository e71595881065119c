import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "../../config/site";
import type { CodeMail } from "../../lib/proposals/access-code-rules";
import { AccessCodeGate, type GateFacts, type GateNotice } from "./AccessCodeGate";

/* The access code's gate says where the code's email stands, never more than is true. */

const ACTION = "/proposal/AOf_55oBPBzKKvZ0BW15r5Zya65Bu1TnHMLvx3gsno4/code";
const facts = (mail: CodeMail | null): GateFacts => ({
  number: "Q-7K4P9M-1",
  maskedEmail: "j•••@example.com",
  live: {
    sentAt: "2026-12-01T15:02:00.000Z",
    expiresAt: "2026-12-01T15:17:00.000Z",
    triesLeft: 5,
    mail,
  },
  locked: false,
  nextSendAt: null,
  dayLimitReached: false,
});
const show = (mail: CodeMail | null, notice: GateNotice | null = null) =>
  render(<AccessCodeGate facts={facts(mail)} notice={notice} action={ACTION} />);
const main = () => document.body.textContent ?? "";

describe("the access code's gate", () => {
  it("says a code just asked for is being emailed, not that it was", () => {
    show("on-its-way", "sent");
    expect(screen.getByRole("status")).toHaveTextContent(
      "We are emailing a code to j•••@example.com now.",
    );
    expect(main()).toContain("Our last code, asked for at 10:02 AM, is on its way");
    expect(main()).not.toMatch(/emailed at/);
  });

  it("says when the code was emailed once the mail server took it", () => {
    show("sent");
    expect(main()).toContain("Our last code was emailed at 10:02 AM and works until 10:17 AM.");
  });

  it("says the code has not gone out while the mail server refuses it, and offers the office's phone", () => {
    show("not-sent-yet");
    expect(main()).toContain("has not gone out yet");
    expect(main()).not.toMatch(/emailed at|on its way/);
    const call = screen.getByRole("link", { name: site.phone.display });
    expect(call).toHaveAttribute("href", `tel:${site.phone.e164}`);
  });

  it("claims nothing of a code whose email is no longer known", () => {
    show(null);
    expect(main()).toContain("Our last code was asked for at 10:02 AM");
    expect(main()).not.toMatch(/emailed at|on its way|not gone out/);
  });
});
