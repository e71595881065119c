import type { ProposalAlertSettings } from "../server/proposals/proposal-alerts.ts";
import { HOMEOWNER_SECRET } from "./homeowner-test-support.ts";

/** The office the proposal tests alert: one address, a chat room and one CRM endpoint. */
export const TEST_ALERTS: ProposalAlertSettings = {
  siteUrl: "https://www.ridgeline.test",
  homeownerSecret: HOMEOWNER_SECRET,
  notifyTo: ["office@ridgeline.test"],
  deliveries: {
    chatUrl: "https://chat.example.com/hooks/office",
    webhookUrls: ["https://crm.example.com/hooks/leads"],
    siteUrl: "https://www.ridgeline.test",
  },
};
