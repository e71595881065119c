// Imported by tests only: the unit tests and e2e/support/stripe-standin.ts.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/*
 * A loopback stand-in for the part of Stripe's API the deposit uses, answering in Stripe's
 * documented format (https://docs.stripe.com/api/checkout/sessions/create,
 * https://docs.stripe.com/api/events/object): it creates Checkout Sessions, keeps
 * idempotency keys as Stripe does (the same key returns the same session), shows a small
 * "checkout" page at the session's URL, and delivers a `checkout.session.completed` event
 * signed the documented way (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, t + "." + body),
 * made with the stripe package's own webhooks.generateTestHeaderString). The site's stripe
 * client reaches it through STRIPE_API_BASE.
 */

/** A session as the stand-in answers it: the fields of Stripe's object the site reads, and more. */
export interface StandinSession {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: "payment";
  payment_status: "unpaid" | "paid";
  status: "open" | "complete";
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: false;
  created: number;
  expires_at: number;
}

/** One request the site made to the stand-in's API. */
export interface StandinRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
}

/** Where the stand-in posts an event: the webhook endpoint, however the test reaches it. */
export type EventDelivery = (
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

/** One event the stand-in delivered, and the endpoint's answer. */
export interface StandinDelivery {
  body: string;
  headers: Record<string, string>;
  status: number;
  answer: string;
}

export interface StripeStandin {
  /** "http://127.0.0.1:41234": STRIPE_API_BASE */
  apiBase: string;
  requests: StandinRequest[];
  deliveries: StandinDelivery[];
  sessions: Map<string, StandinSession>;
  /** The event Stripe sends when `sessionId` is paid, as JSON text, with a fresh id */
  completedEvent(sessionId: string): string;
  /** The Stripe-Signature header for `body`, signed with `secret` at `timestamp` (seconds) */
  signature(body: string, secret: string, timestamp?: number): string;
  /** Marks the session paid and delivers its signed event; the delivery's answer */
  pay(sessionId: string): Promise<{ status: number; body: string; event: string }>;
  stop(): Promise<void>;
}

const signer = new Stripe("sk_test_standin_signer_only");

/**
 * A form body as Stripe's clients send it ("a[b][0][c]=1") read back into objects and arrays.
 *
 * @example formParams("metadata[proposal_version_id]=7") // { metadata: { proposal_version_id: "7" } }
 */
export function formParams(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const readAll = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });

const stripeError = (message: string) => ({
  error: { type: "invalid_request_error", message },
});

/** Starts the stand-in on a free loopback port; events go to `deliver` signed with `webhookSecret`. */
export async function startStripeStandin(options: {
  webhookSecret: string;
  deliver: EventDelivery;
}): Promise<StripeStandin> {
  const sessions = new Map<string, StandinSession>();
  const byKey = new Map<string, string>();
  const requests: StandinRequest[] = [];
  const deliveries: StandinDelivery[] = [];
  let apiBase = "";

  function createSession(params: Record<string, unknown>): StandinSession {
    const lines = (params["line_items"] ?? {}) as Record<
      string,
      { quantity?: string; price_data?: { currency?: string; unit_amount?: string } }
    >;
    const amount = Object.values(lines).reduce(
      (sum, line) => sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1),
      0,
    );
    const id = `cs_test_${randomBytes(24).toString("base64url")}`;
    const created = Math.floor(Date.now() / 1000);
    return {
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      currency: Object.values(lines)[0]?.price_data?.currency ?? "usd",
      client_reference_id: (params["client_reference_id"] as string | undefined) ?? null,
      metadata: (params["metadata"] ?? {}) as Record<string, string>,
      mode: "payment",
      payment_status: "unpaid",
      status: "open",
      success_url: String(params["success_url"] ?? ""),
      cancel_url: String(params["cancel_url"] ?? ""),
      url: `${apiBase}/c/pay/${id}`,
      livemode: false,
      created,
      expires_at: created + 24 * 3600,
    };
  }

  function completedEvent(sessionId: string): string {
    const session = sessions.get(sessionId);
    if (session === undefined) throw new Error(`No session ${sessionId}`);
    return JSON.stringify(
      {
        id: `evt_test_${randomBytes(18).toString("base64url")}`,
        object: "event",
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object: { ...session, payment_status: "paid", status: "complete" } },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: "checkout.session.completed",
      },
      null,
      2,
    );
  }

  const signature = (body: string, secret: string, timestamp?: number) =>
    signer.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });

  async function pay(sessionId: string) {
    const event = completedEvent(sessionId);
    sessions.get(sessionId)!.payment_status = "paid";
    sessions.get(sessionId)!.status = "complete";
    const headers = {
      "Content-Type": "application/json; charset=utf-8",
      "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "Stripe-Signature": signature(event, options.webhookSecret),
    };
    const answer = await options.deliver(event, headers);
    deliveries.push({ body: event, headers, status: answer.status, answer: answer.body });
    return { ...answer, event };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", apiBase);
      const body = await readAll(request);
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, {
          "Content-Type": "application/json",
          "Request-Id": `req_${randomBytes(8).toString("hex")}`,
          ...headers,
        });
        response.end(JSON.stringify(value));
      };
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const params = formParams(body);
        const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
        requests.push({
          method: "POST",
          path: url.pathname,
          authorization: request.headers.authorization,
          idempotencyKey,
          params,
        });
        if (!request.headers.authorization?.startsWith("Bearer sk_test_")) {
          return json(401, stripeError("Invalid API Key provided."));
        }
        const known = idempotencyKey === undefined ? undefined : byKey.get(idempotencyKey);
        if (known !== undefined) {
          return json(200, sessions.get(known), { "Idempotent-Replayed": "true" });
        }
        const session = createSession(params);
        sessions.set(session.id, session);
        if (idempotencyKey !== undefined) byKey.set(idempotencyKey, session.id);
        return json(200, session);
      }
      const paying = /^\/c\/pay\/(cs_test_[\w-]+)$/.exec(url.pathname);
      const session = paying ? sessions.get(paying[1]!) : undefined;
      if (session && request.method === "GET") {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        response.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in checkout</title></head><body><main><h1>Stand-in checkout</h1><p id="amount">${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p><form method="post"><button>Pay</button></form><p><a href="${session.cancel_url}">Back</a></p></main></body></html>`,
        );
        return;
      }
      if (session && request.method === "POST") {
        // As on Stripe: the event goes out, and the browser goes back to the success URL.
        await pay(session.id);
        response.writeHead(303, { Location: session.success_url });
        response.end();
        return;
      }
      json(404, stripeError(`Unrecognized request URL (${request.method}: ${url.pathname}).`));
    })().catch((error: unknown) => {
      response.writeHead(500, { "Content-Type": "text/plain" });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiBase,
    requests,
    deliveries,
    sessions,
    completedEvent,
    signature,
    pay,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
