import { resumeEndpoint } from "./endpoint-repo.ts";
import { configuredEndpoints, summariseEndpoints } from "./integrations.ts";
import { queueTestEvent } from "./test-event.ts";
import { isoNow, type OperationParts } from "../operation-parts.ts";

/** "missing": no endpoint is configured at that place in the list. */
export type EndpointOutcome = "done" | "not-stopped" | "missing";

/**
 * The integrations page: the configured chat and webhook endpoints, a test event to one,
 * and resuming one a 410 stopped. Staff name an endpoint by its place in the configured
 * list, never by a URL from a form.
 */
export function integrationOperations(parts: OperationParts) {
  const { db, config } = parts;
  const endpointAt = (index: number) => configuredEndpoints(config)[index];
  return {
    list: () => summariseEndpoints(db, configuredEndpoints(config)),

    async sendTestEvent(index: number): Promise<EndpointOutcome> {
      const endpoint = endpointAt(index);
      if (!endpoint) return "missing";
      await queueTestEvent(db, endpoint.channel, endpoint.endpoint, isoNow(parts));
      parts.wake.deliveries();
      return "done";
    },

    async resumeEndpoint(index: number): Promise<EndpointOutcome> {
      const endpoint = endpointAt(index);
      if (!endpoint) return "missing";
      return (await resumeEndpoint(db, endpoint.endpoint)) ? "done" : "not-stopped";
    },
  };
}

export type IntegrationOperations = ReturnType<typeof integrationOperations>;
