import { describe, expect, it } from "vitest";
import { privacyParagraphs, type PrivacyFacts } from "./privacy-notice";

const plain: PrivacyFacts = {
  clientAddressDays: 30,
  leadRetentionDays: null,
  chat: false,
  businessTools: [],
  unnamedTools: false,
};

const body = [
  "Stored on our server.",
  "[if no-sharing] Sent nowhere else.",
  "[if chat] An alert goes to our team chat.",
  "[if tools] Also sent to [[tools]].",
  "[if unnamed-tools] Also sent to our business software.",
  "[if kept] Kept until you ask.",
  "[if retention] Deleted after [[leadRetentionDays]] days.",
  "Addresses go after [[clientAddressDays]] days.",
];

describe("privacyParagraphs", () => {
  it("says a deployment without integrations sends nowhere and keeps leads", () => {
    expect(privacyParagraphs(body, plain)).toEqual([
      "Stored on our server.",
      "Sent nowhere else.",
      "Kept until you ask.",
      "Addresses go after 30 days.",
    ]);
  });

  it("names the chat and every business tool, and the retention days, when configured", () => {
    const facts = {
      ...plain,
      chat: true,
      businessTools: ["HubSpot", "Jobber", "ServiceTitan"],
      leadRetentionDays: 1095,
      clientAddressDays: 14,
    };
    expect(privacyParagraphs(body, facts)).toEqual([
      "Stored on our server.",
      "An alert goes to our team chat.",
      "Also sent to HubSpot, Jobber and ServiceTitan.",
      "Deleted after 1095 days.",
      "Addresses go after 14 days.",
    ]);
  });

  it("admits webhooks it cannot name", () => {
    expect(privacyParagraphs(body, { ...plain, unnamedTools: true })).toContain(
      "Also sent to our business software.",
    );
  });

  it("fails on a condition or figure the copy misspells", () => {
    expect(() => privacyParagraphs(["[if chatt] x"], plain)).toThrow(/Unknown privacy condition/);
    expect(() => privacyParagraphs(["[[days]] days"], plain)).toThrow(/Unknown privacy figure/);
  });
});
