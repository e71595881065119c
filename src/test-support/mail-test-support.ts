// Shared by the outbox drain's tests: a real SMTP server on loopback, and leads stored the
// way the quote form stores them. Imported by tests only.
import { SMTPServer } from "smtp-server";
import { parseMail, type ReceivedMail } from "./parse-mail.ts";
import { quoteRequestSchema } from "../lib/quote-schema.ts";
import type { Db } from "../server/tables.ts";
import type { SubmitDependencies } from "../server/leads/submit-lead.ts";
import { submitStored } from "./submit-test-support.ts";

export const FROM = "Website <no-reply@ridgeline.example.com>";
export const NOTIFY_TO = "owner@ridgeline.example.com";
export const VISITOR = "dana@example.com";
export const SITE_URL = "https://www.ridgeline.example.com";

export interface MailboxOptions {
  /** The server has the whole message but answers only once this resolves: a send in flight */
  hold?: Promise<void>;
  /** Which messages `hold` holds; every one when not given */
  holds?: (mail: ReceivedMail) => boolean;
  /** Runs when a message has arrived, before the server accepts it */
  onMessage?: (mail: ReceivedMail) => void;
  /** Each message is accepted this long after it has arrived: a slow server */
  delayMs?: number;
  /** Runs as the server accepts a message */
  onAccepted?: (mail: ReceivedMail) => void;
}

/**
 * A real SMTP server on loopback that keeps what it accepts. Returns its messages and a
 * function that closes it.
 */
export async function startMailbox(port: number, options: MailboxOptions = {}) {
  const messages: ReceivedMail[] = [];
  /** The messages in the order the server accepted them */
  const accepted: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    // close() waits this long for clients to hang up, then ends their connections. A drain's
    // pooled connection stays open until its transport closes, which a test's clean-up may do
    // after closing the mailbox: without this, close() waited out the pool's 20 s idle timeout.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"));
        messages.push(mail);
        options.onMessage?.(mail);
        const held = options.hold && (options.holds?.(mail) ?? true);
        void (held ? options.hold! : Promise.resolve())
          .then(() => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0)))
          .then(() => {
            accepted.push(mail);
            options.onAccepted?.(mail);
            callback();
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { messages, accepted, close };
}

/** Polls `condition` until it holds; fails with `what` after the deadline. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lets every queued callback run, so a just-started drain is idle and waiting. */
export const settle = () => new Promise((resolve) => setImmediate(resolve));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a test server passes submitLead: the test office, limits never reached, `extra` over them. */
export const testSubmitDependencies = (
  db: Db,
  extra: Partial<SubmitDependencies> = {},
): SubmitDependencies => ({
  db,
  notifyTo: [NOTIFY_TO],
  siteUrl: SITE_URL,
  countRequest: async () => 1,
  softLimit: 5,
  hardLimit: 20,
  minFillMs: 3000,
  ...extra,
});

/**
 * Stores a quote request the real way: one lead, a notification and a receipt. Returns
 * its reference.
 */
export async function storeLead(db: Db, serviceType = "repair", email = VISITOR): Promise<string> {
  const request = quoteRequestSchema.parse({
    name: "Dana Whitfield",
    phone: "(502) 555-0199",
    email,
    address: "4127 Bardstown Rd, Louisville, KY 40218",
    serviceType,
    consent: true,
  });
  const { reference } = await submitStored(testSubmitDependencies(db), request, {
    clientAddress: "203.0.113.7",
  });
  return reference;
}
