import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DeliveryMessage } from "./DeliveryState";
import { EmailDelivery } from "./EmailDelivery";

const notification: DeliveryMessage = {
  id: 1,
  kind: "notification",
  recipients: ["office@ridgeline.example.com"],
  state: "sent",
  attempts: 1,
  nextAttemptAt: "2025-06-14T15:30:00.000Z",
  leaseUntil: null,
  lastError: null,
  sentAt: "2025-06-14T15:30:05.000Z",
};
const receipt: DeliveryMessage = {
  ...notification,
  id: 2,
  kind: "receipt",
  recipients: ["dana@example.com"],
};

function show(messages: DeliveryMessage[], spamReason: string | null = null) {
  render(
    <EmailDelivery
      reference="Q-7K4P9M"
      messages={messages}
      spamReason={spamReason}
      retryAction="?_action=admin.retryEmail"
    />,
  );
}

const item = (name: RegExp) =>
  screen.getAllByRole("listitem").find((element) => name.test(element.textContent)) as HTMLElement;

describe("EmailDelivery", () => {
  it("shows each email as sent, with its recipient and time, and nothing more for a person", () => {
    show([notification, receipt]);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(item(/Notification to the office/)).toHaveTextContent(
      "To office@ridgeline.example.comSent Jun 14, 2025",
    );
    expect(item(/Receipt to the visitor/)).toHaveTextContent("To dana@example.com");
    expect(screen.queryByText(/spam/i)).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows a pending email's next try and the errors so far", () => {
    show([
      { ...notification, state: "pending", attempts: 2, lastError: "ECONNREFUSED", sentAt: null },
    ]);
    expect(item(/Notification/)).toHaveTextContent(
      /Pending: next try Jun 14, 2025, .*\(2 failed so far: ECONNREFUSED\)/,
    );
  });

  it("shows an email being sent, and when a cut-short send is tried again", () => {
    show([
      { ...notification, state: "sending", leaseUntil: "2025-06-14T15:35:00.000Z", sentAt: null },
    ]);
    expect(item(/Notification/)).toHaveTextContent(
      /Being sent now\. If that is cut short, it is tried again after Jun 14, 2025/,
    );
  });

  it("offers a retry for a failed receipt, which waits for staff", () => {
    show([
      notification,
      { ...receipt, state: "failed", attempts: 10, lastError: "550 no such user" },
    ]);
    const failed = item(/Receipt/);
    expect(failed).toHaveTextContent("Failed after 10 attempts: 550 no such user");
    expect(failed).not.toHaveTextContent(/every hour/);
    expect(within(failed).getByRole("button", { name: "Retry this email now" })).toBeVisible();
  });

  it("says a failed notification is still tried every hour, and offers to retry it now", () => {
    show([
      { ...notification, state: "failed", attempts: 12, lastError: "ECONNREFUSED", sentAt: null },
    ]);
    const failed = item(/Notification/);
    expect(failed).toHaveTextContent(
      /Failed after 12 attempts: ECONNREFUSED\. Still tried every hour; next try Jun 14, 2025/,
    );
    const form = within(failed)
      .getByRole("button", { name: "Retry this email now" })
      .closest("form");
    expect(form).toHaveAttribute("action", "?_action=admin.retryEmail");
    expect(new FormData(form as HTMLFormElement).get("messageId")).toBe("1");
  });

  it("says a flagged lead notified the office as possible spam, and why", () => {
    show([notification], "too-fast");
    expect(
      screen.getByText(
        /^Possible spam: the form was sent faster than a person can fill it in\. The office was notified/,
      ),
    ).toHaveTextContent("no receipt went to the visitor’s address");
  });

  it("says a honeypot lead was kept without telling anyone", () => {
    show([], "honeypot");
    expect(screen.getByText(/^No emails were sent for this lead/)).toHaveTextContent(
      "a hidden field that only robots see was filled in, so it was kept without telling anyone",
    );
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("says a lead flagged before possible spam reached the office got no email", () => {
    show([], "rate-limit");
    expect(screen.getByText(/^No emails were sent for this lead/)).toHaveTextContent(
      "it was flagged as spam because many requests came from the same internet address",
    );
  });

  it("says why a person's lead got no receipt: the day's limit for that address", () => {
    show([notification]);
    expect(screen.getByText(/^No receipt went to the visitor/)).toBeVisible();
  });
});
