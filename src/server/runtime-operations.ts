import { inspectionOperations } from "./inspections/inspection-operations.ts";
import { estimateOperations } from "./estimates/estimate-operations.ts";
import { homeownerOperations } from "./homeowner/homeowner-operations.ts";
import { inboxOperations } from "./inbox/inbox-operations.ts";
import { integrationOperations } from "./deliveries/integration-operations.ts";
import { leadOperations } from "./leads/lead-operations.ts";
import type { Logger } from "./log.ts";
import type { OperationParts } from "./operation-parts.ts";
import { reviewOperations } from "./reviews/review-operations.ts";
import { privacyOperations } from "./privacy/privacy-operations.ts";
import { projectOperations } from "./projects/project-operations.ts";
import { proposalOperations } from "./proposals/proposal-operations.ts";
import { staffProposalOperations } from "./proposals/staff-proposals.ts";
import { staffOperations } from "./staff/staff-operations.ts";
import { stormOperations } from "./storms/storm-operations.ts";

/**
 * Every operation group, by the name pages, actions and the middleware call it by, each
 * made over the runtime's one set of parts (ARCHITECTURE.md lists them; a test holds the
 * list to this one).
 */
const operationGroupsOf = {
  /** Visitors: a quote request, photos added later */
  leads: leadOperations,
  /** Staff in the inbox: the list, a lead's page, its changes, the CSV, the reports */
  inbox: inboxOperations,
  /** Staff accounts: sessions, sign-in, invitations */
  staff: staffOperations,
  /** The chat and webhook endpoints */
  integrations: integrationOperations,
  /** Erasing a lead or old client addresses, a copy of a client's data, the privacy page's facts */
  privacy: privacyOperations,
  /** The instant estimate: its current price book, results counted, staff's price edits */
  estimates: estimateOperations,
  /** Storm reports: the storm check, significant events, storm mode */
  storms: stormOperations,
  /** Inspections: /book, an inspection's links, the staff week, the reports */
  inspections: inspectionOperations,
  /** Review requests after a finished job: their links, private feedback, photo consent */
  reviews: reviewOperations,
  /** Finished jobs on the public site: staff compose and publish them, /projects shows them */
  projects: projectOperations,
  /** Proposals after the inspection: the homeowner's link, their signature or their no, the PDF */
  proposals: proposalOperations,
  /** Proposals as the office builds them: from a lead, the draft, sending, a change, the lists */
  proposalDesk: staffProposalOperations,
  /** The homeowner's own page: their inspection, proposals and photos, at their email's link */
  homeowner: homeownerOperations,
} satisfies Record<string, (parts: OperationParts) => object>;

/** What pages, actions and the middleware call on the runtime, group by group. */
export type RuntimeOperations = {
  [Group in keyof typeof operationGroupsOf]: ReturnType<(typeof operationGroupsOf)[Group]>;
};

/** The groups' names, in their order: `leads`, `inbox`, … */
export const operationGroups = Object.keys(operationGroupsOf) as (keyof RuntimeOperations)[];

/** Every operation group, over the runtime's one set of parts. */
export function runtimeOperations(parts: OperationParts): RuntimeOperations {
  return Object.fromEntries(
    operationGroups.map((group) => [group, operationGroupsOf[group](parts)]),
  ) as unknown as RuntimeOperations;
}

/**
 * What Astro's pages, endpoints, actions and the middleware get as `locals.runtime`: the
 * operation groups and the log, and nothing they are made of (no database, no auth
 * instance, no drain), so a page names an operation or nothing.
 */
export interface SiteRuntime extends RuntimeOperations {
  log: Logger;
}

/** The groups and the log of a runtime, in an object of their own (see SiteRuntime). */
export function siteRuntimeOf(runtime: RuntimeOperations & { log: Logger }): SiteRuntime {
  const groups = Object.fromEntries(operationGroups.map((group) => [group, runtime[group]]));
  return { ...(groups as unknown as RuntimeOperations), log: runtime.log };
}
