import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { OutboxMessage } from "./outbox-repo.ts";

export interface MailTransport {
  send(message: OutboxMessage, from: string): Promise<void>;
  /** How many sends it carries at once (1 when not given) */
  connections?: number;
  /**
   * Removes the copies this transport kept of an erased lead's messages. SMTP keeps none
   * (what was sent is in the recipients' mailboxes, beyond the site's reach).
   */
  eraseCopies?(messages: readonly QueuedMessage[]): void;
  close(): void;
}

/** A queued message as erasing a lead finds it: its file is named by id and kind. */
export interface QueuedMessage {
  id: number;
  kind: string;
  messageId: string;
}

const emlFileName = (message: QueuedMessage) =>
  `${String(message.id).padStart(6, "0")}-${message.kind}.eml`;

/**
 * SMTP connections kept open and used side by side: at 100 ms a message one connection
 * sends 10 a second, fewer than a storm day's quotes queue (two emails each), and one slow
 * send held every message behind it. Five is nodemailer's default and what common
 * providers allow one client at once.
 */
export const SMTP_CONNECTIONS = 5;

/** SMTP through nodemailer's pool when SMTP_URL is set, `connections` sends at once. */
export function smtpTransport(smtpUrl: string, connections = SMTP_CONNECTIONS): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: connections,
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // Fail fast so a down server costs a retry, not a stuck drain.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    connections,
    async send(message, from) {
      await transporter.sendMail(toMail(message, from));
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP, each message becomes an .eml file in DATA_DIR/mail/, to open or forward by hand. */
export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message, from) {
      const info = await transporter.sendMail(toMail(message, from));
      mkdirSync(directory, { recursive: true });
      writeFileSync(join(directory, emlFileName(message)), info.message as Buffer);
    },
    eraseCopies(messages) {
      for (const message of messages) {
        const path = join(directory, emlFileName(message));
        // SQLite gives a deleted last row's id to the next row: a file of that name written
        // since the erased one is another message's, so only one carrying this Message-ID goes.
        try {
          if (readFileSync(path, "latin1").includes(message.messageId)) rmSync(path);
        } catch {
          // Never written (not sent yet, or sent by SMTP before a switch): nothing to erase.
        }
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * The message as nodemailer takes it. Its Message-ID was fixed when it was queued, so a
 * message sent twice (a crash between send and record) reaches the reader as one.
 */
function toMail(message: OutboxMessage, from: string) {
  return {
    messageId: message.messageId,
    from,
    to: message.recipients,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.mailAttachments?.length ? { attachments: message.mailAttachments } : {}),
    // nodemailer makes it the text/calendar alternative; the part's method must match the
    // file's METHOD (nodemailer would say PUBLISH), or Outlook shows no invitation.
    ...(message.calendar
      ? {
          icalEvent: {
            filename: "inspection.ics",
            method: /^METHOD:(\w+)/m.exec(message.calendar)?.[1] ?? "PUBLISH",
            content: message.calendar,
          },
        }
      : {}),
    headers: {
      "X-Outbox-Id": String(message.id),
      // RFC 8058 one-click unsubscribe: the mail client shows its own "Unsubscribe" and
      // POSTs "List-Unsubscribe=One-Click" to the URL (answered in http/unsubscribe-route.ts).
      // Gmail and Yahoo honour it only when the message's DKIM signature covers both
      // headers, which the sending mail server adds (docs/operations.md).
      ...(message.unsubscribeUrl
        ? {
            "List-Unsubscribe": `<${message.unsubscribeUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }
        : {}),
    },
  };
}
