import { INBOX_PARAMS } from "../../lib/admin-routes.ts";
import { isLeadStatus, serviceTypeValues } from "../../lib/lead-model.ts";
import type { LeadFilter } from "./lead-admin-repo.ts";

export type { LeadFilter } from "./lead-admin-repo.ts";

/** Longest search kept: nobody types more, and a long LIKE pattern only costs time. */
export const QUERY_MAX_LENGTH = 200;

const isServiceType = (value: string | null): value is LeadFilter["service"] & string =>
  (serviceTypeValues as readonly (string | null)[]).includes(value);

/**
 * The inbox's filter and page from a query string (the filter form's names, see
 * INBOX_PARAMS). A value the inbox does not know is dropped, never an error: an old
 * bookmark or a hand-edited address still shows a list.
 *
 * @example inboxFilterFrom(new URLSearchParams("status=won&q=dana&page=2")) // { status: "won", service: undefined, query: "dana", page: 2 }
 */
export function inboxFilterFrom(params: URLSearchParams): LeadFilter & { page: number } {
  const status = params.get(INBOX_PARAMS.status);
  const service = params.get(INBOX_PARAMS.service);
  const query = params.get(INBOX_PARAMS.query)?.trim().slice(0, QUERY_MAX_LENGTH);
  return {
    status: isLeadStatus(status) ? status : undefined,
    service: isServiceType(service) ? service : undefined,
    query: query || undefined,
    storm: params.get(INBOX_PARAMS.storm) === "1" || undefined,
    page: Math.max(1, Math.floor(Number(params.get(INBOX_PARAMS.page))) || 1),
  };
}

/** True when the filter narrows the list at all. */
export const isFiltered = (filter: LeadFilter) =>
  Boolean(filter.query || filter.status || filter.service || filter.storm);
