import { describe, expect, it } from "vitest";
import {
  depositPaidEvent,
  proposalChatText,
  type ProposalEventSubject,
} from "./proposal-deliveries.ts";

const SUBJECT: ProposalEventSubject = {
  reference: "Q-7K4P9M",
  number: "Q-7K4P9M-1",
  version: 2,
  name: "Dana Whitfield",
  email: "dana@example.com",
  phone: "(502) 555-0199",
  address: "2204 Frankfort Ave, [Open](https://evil.example) KY 40206",
  expiresOn: "2026-12-31",
};
const SITE = "https://www.ridgeline.test";

describe("a proposal's events", () => {
  it("builds deposit.paid for the Stripe webhook's handler: the amount, the payment's id, no link", () => {
    const event = depositPaidEvent(
      SUBJECT,
      {
        amount: 2142,
        currency: "usd",
        paidAt: "2026-12-03T16:00:00.000Z",
        paymentIntentId: "pi_3PqTest",
      },
      SITE,
    );
    expect(event).toEqual({
      type: "deposit.paid",
      timestamp: "2026-12-03T16:00:00.000Z",
      data: {
        reference: "Q-7K4P9M",
        number: "Q-7K4P9M-1",
        version: 2,
        name: "Dana Whitfield",
        phone: "(502) 555-0199",
        email: "dana@example.com",
        address: SUBJECT.address,
        expiresOn: "2026-12-31",
        inboxUrl: `${SITE}/admin/leads/Q-7K4P9M`,
        amount: 2142,
        currency: "usd",
        paidAt: "2026-12-03T16:00:00.000Z",
        paymentIntentId: "pi_3PqTest",
      },
    });
  });

  it("says in chat what happened, the version and the town, with no markup the homeowner typed", () => {
    const text = proposalChatText(
      { type: "deposit.paid", amount: 2142, currency: "usd", paidAt: "x", paymentIntentId: null },
      { ...SUBJECT, address: "2204 Frankfort Ave, *Louisville*, KY 40206" },
      SITE,
    );
    expect(text).toBe(
      `Deposit paid: Q-7K4P9M-1 v2 in Louisville, $2,142\n${SITE}/admin/leads/Q-7K4P9M`,
    );
    const declined = proposalChatText(
      { type: "proposal.declined", reason: "Too dear <!channel>", declinedAt: "x" },
      SUBJECT,
      SITE,
    );
    expect(declined).not.toContain("Too dear");
    expect(declined).not.toContain("<!channel>");
  });
});
