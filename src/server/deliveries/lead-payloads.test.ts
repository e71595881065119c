// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  escalationChatText,
  leadChatText,
  leadCreatedEvent,
  webhookIdFor,
} from "./lead-payloads.ts";
import type { LeadWithPhotos } from "../../lib/lead-model.ts";

const SITE = "https://www.ridgeline.example.com";

const lead: LeadWithPhotos = {
  reference: "Q-7KX2PM",
  createdAt: "2026-05-14T15:02:11.000Z",
  name: "Dana Whitfield",
  phone: "(502) 555-0199",
  email: "dana@example.com",
  address: "4127 Bardstown Rd, Louisville, KY 40218",
  storm: "",
  serviceType: "repair",
  message: "Shingles missing after Tuesday's wind.",
  sourcePage: "/services/residential/roof-repair",
  urgent: false,
  attribution: { utm_source: "google", utm_medium: "cpc" },
  estimate: null,
  spamReason: null,
  consentText: "I agree",
  clientAddress: "203.0.113.7",
  idempotencyKey: null,
  fingerprint: "f",
  inspectionAt: null,
  jobCompletedOn: null,
};

describe("the chat alert text", () => {
  it("names the service, the town and the inbox link, and none of the visitor's details", () => {
    const text = leadChatText(lead, SITE);
    expect(text).toBe(
      "New lead: Roof Repair in Louisville (Q-7KX2PM)\nhttps://www.ridgeline.example.com/admin/leads/Q-7KX2PM",
    );
  });

  it("opens with URGENT for an emergency and says so when the town is unknown", () => {
    const text = leadChatText(
      { ...lead, serviceType: "emergency", urgent: true, address: "" },
      SITE,
    );
    expect(text).toMatch(/^URGENT: Emergency Service \(town not given\) \(Q-7KX2PM\)/);
  });

  it("labels a lead the spam checks flagged", () => {
    expect(leadChatText({ ...lead, spamReason: "too-fast" }, SITE)).toMatch(
      /^Possible spam: New lead: Roof Repair in Louisville/,
    );
  });

  it("keeps a typed line break out of the alert's first line", () => {
    const text = leadChatText({ ...lead, address: "1 Main St, Crest\nwood, KY 40014" }, SITE);
    expect(text.split("\n")).toHaveLength(2);
  });

  it("lets nothing the visitor typed ping the room or pose as a link", () => {
    const hostile = {
      ...lead,
      address:
        "1 Main St, <!channel> <https://evil.example/login|View lead photos> @here, KY 40202",
    };
    for (const text of [leadChatText(hostile, SITE), escalationChatText(hostile, 15, SITE)]) {
      const firstLine = text.split("\n")[0]!;
      expect(firstLine).not.toMatch(/[<>]|@here/);
      expect(firstLine).toContain("&lt;!channel&gt;");
      expect(firstLine).toContain("@\u200bhere");
    }
  });

  it("carries no markdown or link of the visitor's under URGENT, only the lead's own inbox link", () => {
    const hostile = {
      ...lead,
      serviceType: "emergency",
      urgent: true,
      address:
        "1 Main St, [Open lead](https://evil.example/x) *now* _a_ ~b~ `c` www.evil.example, KY 40202",
    };
    for (const text of [leadChatText(hostile, SITE), escalationChatText(hostile, 15, SITE)]) {
      expect(text).toMatch(/^URGENT/);
      expect(text.match(/https?:\/\/\S+/g)).toEqual([`${SITE}/admin/leads/Q-7KX2PM`]);
      const firstLine = text.split("\n")[0]!;
      // No markup, and no dot or colon joining two words into an address.
      expect(firstLine).not.toMatch(/[[\]*_~`]|[.:]\w/);
    }
  });

  it("says how long an escalated lead has waited", () => {
    expect(escalationChatText(lead, 15, SITE)).toMatch(
      /^URGENT, not contacted after 15 min: Roof Repair in Louisville \(Q-7KX2PM\)\n/,
    );
  });
});

describe("the lead.created event", () => {
  it("carries the fields, reference, urgency, spam flag, source, attribution, photos and link", () => {
    expect(leadCreatedEvent({ ...lead, photoCount: 2 }, SITE)).toEqual({
      type: "lead.created",
      timestamp: "2026-05-14T15:02:11.000Z",
      data: {
        reference: "Q-7KX2PM",
        receivedAt: "2026-05-14T15:02:11.000Z",
        name: "Dana Whitfield",
        phone: "(502) 555-0199",
        email: "dana@example.com",
        address: "4127 Bardstown Rd, Louisville, KY 40218",
        town: "Louisville",
        storm: "",
        serviceType: "repair",
        serviceLabel: "Roof Repair",
        message: "Shingles missing after Tuesday's wind.",
        urgent: false,
        possibleSpam: false,
        sourcePage: "/services/residential/roof-repair",
        attribution: { utm_source: "google", utm_medium: "cpc" },
        estimate: null,
        appointmentAt: null,
        photoCount: 2,
        inboxUrl: "https://www.ridgeline.example.com/admin/leads/Q-7KX2PM",
      },
    });
  });

  it("has a webhook-id fixed per lead and endpoint", () => {
    const id = webhookIdFor("lead.created", "Q-7KX2PM", "https://crm.example.com/a");
    expect(id).toMatch(/^msg_[A-Za-z0-9_-]{27}$/);
    expect(webhookIdFor("lead.created", "Q-7KX2PM", "https://crm.example.com/a")).toBe(id);
    expect(webhookIdFor("lead.created", "Q-7KX2PM", "https://crm.example.com/b")).not.toBe(id);
    expect(webhookIdFor("lead.created", "Q-7KX2PN", "https://crm.example.com/a")).not.toBe(id);
  });
});
