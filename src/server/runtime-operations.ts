import {
  inspectionOperations,
  type InspectionOperations,
} from "./inspections/inspection-operations.ts";
import { estimateOperations, type EstimateOperations } from "./estimates/estimate-operations.ts";
import { inboxOperations, type InboxOperations } from "./inbox/inbox-operations.ts";
import {
  integrationOperations,
  type IntegrationOperations,
} from "./deliveries/integration-operations.ts";
import { leadOperations, type LeadOperations } from "./leads/lead-operations.ts";
import type { OperationParts } from "./operation-parts.ts";
import { privacyOperations, type PrivacyOperations } from "./privacy/privacy-operations.ts";
import { staffOperations, type StaffOperations } from "./staff/staff-operations.ts";
import { stormOperations, type StormOperations } from "./storms/storm-operations.ts";

/** What pages, actions and the middleware call on the runtime, group by group. */
export interface RuntimeOperations {
  /** Visitors: a quote request, photos added later */
  leads: LeadOperations;
  /** Staff in the inbox: the list, a lead's page, its changes, the CSV, the reports */
  inbox: InboxOperations;
  /** Staff accounts: sessions, sign-in, invitations */
  staff: StaffOperations;
  /** The chat and webhook endpoints */
  integrations: IntegrationOperations;
  /** Erasing a lead or old client addresses, a copy of a client's data, the privacy page's facts */
  privacy: PrivacyOperations;
  /** The instant estimate: its current price book, results counted, staff's price edits */
  estimates: EstimateOperations;
  /** Storm reports: the storm check, significant events, storm mode */
  storms: StormOperations;
  /** Inspections: /book, an inspection's links, the staff week, the reports */
  inspections: InspectionOperations;
}

/** Every operation group, over the runtime's one set of parts. */
export function runtimeOperations(parts: OperationParts): RuntimeOperations {
  return {
    leads: leadOperations(parts),
    inbox: inboxOperations(parts),
    staff: staffOperations(parts),
    integrations: integrationOperations(parts),
    privacy: privacyOperations(parts),
    estimates: estimateOperations(parts),
    storms: stormOperations(parts),
    inspections: inspectionOperations(parts),
  };
}
