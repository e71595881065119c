// @vitest-environment node
import { describe, expect, it } from "vitest";
import { proposalFormValues } from "../../lib/proposals/proposal-form.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { testProposalContent } from "../../test-support/proposal-fixtures.ts";
import { useTestRuntime } from "../../test-support/runtime-test-support.ts";

/*
 * The proposal's alerts as the runtime wires them: the office's Send, the homeowner's first
 * view and the minute's sweep each queue what they should through the operations the pages
 * call, with the settings of the runtime's config.
 */

const NOW = new Date("2026-12-01T15:00:00.000Z");
const REFERENCE = "Q-WIRE01";
const HOMEOWNER = "wire.homeowner@example.com";
const FORM = { ...proposalFormValues(testProposalContent()), "expires-on": "2026-12-31" };

describe("a proposal's alerts through the runtime", () => {
  const start = useTestRuntime();

  it("mails the link when staff send, tells the office of the first view, and of the last days once", async () => {
    let now = NOW;
    const { runtime } = await start(
      {
        SITE_URL: "https://www.ridgeline.test",
        LEAD_NOTIFY_TO: "office@ridgeline.test",
        LEAD_CHAT_WEBHOOK_URL: "https://chat.example.com/hooks/office",
      },
      () => now,
    );
    await insertTestLead(
      runtime.db,
      testLead(REFERENCE, {
        email: HOMEOWNER,
        address: "1200 Bardstown Rd, Louisville, KY 40204",
      }),
    );
    const created = await runtime.proposalDesk.create(REFERENCE, FORM, "office@example.com");
    if (created.kind !== "saved") throw new Error(created.kind);
    const sent = await runtime.proposalDesk.send(created.versionId, "office@example.com");
    if (sent.kind !== "sent") throw new Error(sent.kind);

    const outbox = () =>
      runtime.db
        .selectFrom("outbox")
        .select(["kind", "recipients", "subject", "text_body"])
        .where("lead_id", "is not", null)
        .orderBy("id")
        .execute();
    const [link] = await outbox();
    expect(link).toMatchObject({
      kind: "proposal",
      recipients: JSON.stringify([HOMEOWNER]),
    });
    // The link in the email is the one staff see.
    expect(link!.text_body).toContain(`\n${sent.link}\n`);

    const token = new URL(sent.link).pathname.split("/").pop()!;
    const client = { ipAddress: "203.0.113.9", userAgent: "Mozilla/5.0", navigated: true };
    await runtime.proposals.page(token, client);
    await runtime.proposals.page(token, client);
    expect((await outbox()).map((mail) => mail.subject)).toEqual([
      link!.subject,
      `Proposal opened: ${REFERENCE}-1`,
    ]);

    // Three days and less before the end of Dec 31 (Louisville time), the sweep alerts once.
    now = new Date("2026-12-29T06:00:00.000Z");
    await runtime.proposals.sweep();
    await runtime.proposals.sweep();
    const mails = await outbox();
    expect(mails.map((mail) => mail.subject)).toEqual([
      link!.subject,
      `Proposal opened: ${REFERENCE}-1`,
      `Proposal unanswered, its last day is Dec 31, 2026: ${REFERENCE}-1`,
    ]);
    expect(mails[2]!.recipients).toBe(JSON.stringify(["office@ridgeline.test"]));
    const chats = await runtime.db
      .selectFrom("deliveries")
      .select(["channel", "event_type"])
      .orderBy("id")
      .execute();
    expect(chats).toEqual([
      { channel: "chat", event_type: "proposal.viewed" },
      { channel: "chat", event_type: "proposal.expiring" },
    ]);
  });
});
