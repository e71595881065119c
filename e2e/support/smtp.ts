import { SMTPServer } from "smtp-server";
import { waitFor } from "../../src/test-support/wait-for.ts";
import { parseMail, type ReceivedMail } from "../../src/test-support/parse-mail.ts";

export interface TestMailbox {
  port: number;
  /** The messages the server accepted */
  messages: ReceivedMail[];
  /** The messages whose DATA the server read and never answered (see `holds`) */
  held: ReceivedMail[];
  /** Resolves once `count` messages have arrived */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps every message it accepts, parsed. A message
 * `holds` picks is read to its end and never answered, as a server that stalls in the
 * DATA phase: its sender waits for an answer until it gives up or dies.
 */
export async function startMailbox(
  port: number,
  holds: (mail: ReceivedMail) => boolean = () => false,
): Promise<TestMailbox> {
  const messages: ReceivedMail[] = [];
  const held: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // stop() ends the clients' connections after 100 ms: a server's pooled connection stays
    // open until its own idle timeout (20 s), and a test that stops the mailbox before the
    // site would wait that long.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"));
        if (holds(mail)) {
          held.push(mail);
          return;
        }
        messages.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // smtp-server reports a client's broken connection as an "error" event on the server. A
  // sender killed mid-conversation (instances.proxy.spec.ts SIGKILLs an instance on purpose)
  // resets its pooled connections; an event nobody listens to would throw in the test's
  // process and fail whichever test runs then, so a client going away is only noted.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  return {
    port,
    messages,
    held,
    waitFor: (count, timeoutMs) =>
      waitFor(() => (messages.length >= count ? messages : undefined), `${count} emails`, {
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
