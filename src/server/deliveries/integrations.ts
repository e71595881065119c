import type { Delivery, DeliveryChannel } from "./delivery-repo.ts";
import {
  endpointStateCounts,
  recentFailures,
  stoppedEndpoints,
  type StoppedEndpoint,
} from "./endpoint-repo.ts";
import type { Db } from "../tables.ts";

export interface ConfiguredEndpoint {
  channel: DeliveryChannel;
  endpoint: string;
}

export interface EndpointSummary extends ConfiguredEndpoint {
  /** Shown to staff: the host and the start of the path, never a token in it */
  label: string;
  sent: number;
  waiting: number;
  failed: number;
  lastSentAt: string | null;
  stopped: StoppedEndpoint | null;
  recentFailures: Delivery[];
}

/** The endpoints the settings name, chat first. */
export function configuredEndpoints(settings: {
  leadChatWebhookUrl: string | null;
  leadWebhookUrls: readonly string[];
}): ConfiguredEndpoint[] {
  return [
    ...(settings.leadChatWebhookUrl
      ? [{ channel: "chat" as const, endpoint: settings.leadChatWebhookUrl }]
      : []),
    ...settings.leadWebhookUrls.map((endpoint) => ({ channel: "webhook" as const, endpoint })),
  ];
}

/**
 * An endpoint as staff see it: incoming-webhook URLs carry their secret in the path
 * (hooks.slack.com/services/T…/B…/secret), so only the host and first segment show.
 *
 * @example endpointLabel("https://hooks.slack.com/services/T0/B0/XYZ") // "https://hooks.slack.com/services/…"
 */
export function endpointLabel(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    const [first, ...rest] = url.pathname.split("/").filter(Boolean);
    return `${url.origin}${first ? `/${first}` : ""}${rest.length > 0 || url.search ? "/…" : ""}`;
  } catch {
    return "(unreadable address)";
  }
}

/** Each configured endpoint with its counts, whether a 410 stopped it, and its latest failures. */
export async function summariseEndpoints(
  db: Db,
  endpoints: readonly ConfiguredEndpoint[],
): Promise<EndpointSummary[]> {
  const stopped = new Map(
    (await stoppedEndpoints(db)).map((entry) => [entry.endpoint, entry] as const),
  );
  return Promise.all(
    endpoints.map(async ({ channel, endpoint }) => {
      const rows = await endpointStateCounts(db, endpoint);
      const count = (...states: string[]) =>
        rows.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + row.count, 0);
      const lastSentAt = rows.find((row) => row.state === "sent")?.lastSentAt ?? null;
      return {
        channel,
        endpoint,
        label: endpointLabel(endpoint),
        sent: count("sent"),
        waiting: count("pending", "sending"),
        failed: count("failed", "stopped"),
        lastSentAt,
        stopped: stopped.get(endpoint) ?? null,
        recentFailures: await recentFailures(db, endpoint),
      };
    }),
  );
}
