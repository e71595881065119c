// A real HTTP receiver on loopback for the delivery tests, and leads stored the way the
// quote form stores them with chat and webhooks configured. Imported by tests only.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { quoteRequestSchema } from "../lib/quote-schema.ts";
import type { Db } from "../server/tables.ts";
import { submitStored } from "./submit-test-support.ts";
import { SITE_URL, testSubmitDependencies } from "./mail-test-support.ts";
import type { DeliverySettings } from "../server/deliveries/delivery-settings.ts";

export const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status the receiver answered; 0 for none */
  status: number;
  /** True once the sender gave up waiting and closed the request (a hanging receiver's) */
  abandoned?: boolean;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * An HTTP server on 127.0.0.1 that keeps every POST and answers with `statuses` in turn
 * (the last one repeats), e.g. [500, 200] fails once and then accepts.
 */
export async function startReceiver(statuses: number[] = [200]): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = statuses[Math.min(requests.length, statuses.length - 1)] ?? 200;
      requests.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        status,
      });
      response.writeHead(status, { "content-type": "text/plain" }).end(`answered ${status}`);
    });
  });
  return listening(server, requests);
}

/**
 * An HTTP server on 127.0.0.1 that reads every POST and never answers, as a CRM endpoint
 * that hangs: `requests` counts what reached it, and each is marked `abandoned` once the
 * sender stops waiting (its timeout) and closes the connection.
 */
export async function startHangingReceiver(): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const received: ReceivedRequest = { headers: request.headers, body, status: 0 };
      requests.push(received);
      response.on("close", () => (received.abandoned = true));
    });
  });
  return listening(server, requests);
}

async function listening(server: Server, requests: ReceivedRequest[]): Promise<Receiver> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Stores a quote request through submitLead with `deliveries`; returns its reference. */
export async function storeLeadDelivered(
  db: Db,
  deliveries: Omit<DeliverySettings, "siteUrl">,
  fields: { serviceType?: string; address?: string; email?: string; name?: string } = {},
): Promise<string> {
  const request = quoteRequestSchema.parse({
    name: fields.name ?? "Dana Whitfield",
    phone: "(502) 555-0199",
    email: fields.email ?? "dana@example.com",
    address: fields.address ?? "4127 Bardstown Rd, Louisville, KY 40218",
    serviceType: fields.serviceType ?? "repair",
    consent: true,
  });
  const { reference } = await submitStored(
    testSubmitDependencies(db, { deliveries: { ...deliveries, siteUrl: SITE_URL } }),
    request,
    { clientAddress: "203.0.113.7" },
  );
  return reference;
}
