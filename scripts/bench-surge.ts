// `npm run bench:quote -- --surge [seconds=300] [perSecond=20] [--rounds=1]`: a storm day's quotes against
// one production server on SQLite whose SMTP server takes 100 ms per message (a loopback
// stand-in). Quotes arrive at a fixed rate whatever the answers (an open loop, as visitors
// do), each from an address and an email of its own. It reports, per quote, the time from
// its acknowledgement to its office notification being accepted by SMTP (the goal: p99
// under 10 s), the same for the receipts, whether an office notification ever waited behind
// a later quote's receipt, and the server's memory after the load and after its backlog.
import { startMailbox } from "../src/test-support/mail-test-support.ts";
import { freePort } from "../src/test-support/ports.ts";
import { peakMemoryMb, residentMemoryMb } from "./bench-quote-counts.ts";
import { benchVisitorFields, visitorAddress } from "./bench-quote-requests.ts";
import { removeDataDir, startInstance } from "./bench-quote-support.ts";

const SMTP_DELAY_MS = 100;
const OFFICE = "office@bench.invalid";

/** With BENCH_HEAP=1, a heap snapshot of the server in /tmp/heap (bench-quote-support.ts). */
async function heapSnapshot(pid: number) {
  if (!process.env["BENCH_HEAP"]) return;
  process.kill(pid, "SIGUSR2");
  // Writing the snapshot stops the server for a few seconds; let it finish.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
interface QuoteTimes {
  ack: number;
  officeArrived?: number;
  officeAccepted?: number;
  receiptArrived?: number;
  receiptAccepted?: number;
}

/**
 * For each office notification that reached SMTP (arrived, or was accepted) after the receipt
 * of a quote acknowledged later, how long after that receipt. A quote is acknowledged once its
 * two emails are queued, so that receipt was queued after the notification.
 */
function lagsBehindLaterReceipts(quotes: QuoteTimes[], moment: "Arrived" | "Accepted") {
  const lags: number[] = [];
  let earliestLaterReceipt = Infinity;
  for (const quote of [...quotes].sort((a, b) => b.ack - a.ack)) {
    const office = quote[`office${moment}`] ?? Infinity;
    if (office > earliestLaterReceipt) lags.push(office - earliestLaterReceipt);
    earliestLaterReceipt = Math.min(earliestLaterReceipt, quote[`receipt${moment}`] ?? Infinity);
  }
  return lags;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * `rounds` loads one after the other against the same server, each followed by its email
 * backlog, so the server's memory after each round shows whether it keeps growing (a leak)
 * or settles (memory kept for the next peak).
 */
export async function runSurgeBench(durationSeconds: number, perSecond: number, rounds = 1) {
  /**
   * Per reference: when its quote was acknowledged, and when its notification and its receipt
   * were handed to SMTP (arrived) and accepted (100 ms later, the slow server's answer).
   */
  const quotes = new Map<string, QuoteTimes>();
  const early = new Map<string, Partial<QuoteTimes>>();
  const record = (moment: "Arrived" | "Accepted") => (mail: { to: string; subject: string }) => {
    const at = performance.now();
    const reference = /\((Q-[A-Z0-9]{6})\)/.exec(mail.subject)?.[1];
    if (!reference) return;
    const field = `${mail.to.includes(OFFICE) ? "office" : "receipt"}${moment}` as const;
    const quote = quotes.get(reference);
    if (quote) quote[field] = at;
    else early.set(reference, { ...early.get(reference), [field]: at });
  };
  const smtpPort = await freePort();
  const smtp = await startMailbox(smtpPort, {
    delayMs: SMTP_DELAY_MS,
    onMessage: record("Arrived"),
    onAccepted: record("Accepted"),
  });
  const server = await startInstance({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_NOTIFY_TO: OFFICE,
  });
  let sent = 0;
  let failed = 0;
  const posts: Promise<void>[] = [];
  const post = async (order: number) => {
    const id = String(order).padStart(7, "0");
    const response = await fetch(`${server.url}/_actions/quote.submit`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        "x-forwarded-for": visitorAddress(),
      },
      body: benchVisitorFields(`surge-${id}`),
    }).catch(() => undefined);
    const text = (await response?.text()) ?? "";
    const reference = /"(Q-[A-Z0-9]{6})"/.exec(text)?.[1];
    if (!response?.ok || !reference) {
      failed += 1;
      return;
    }
    quotes.set(reference, { ack: performance.now(), ...early.get(reference) });
  };
  const interval = 1000 / perSecond;
  const memoryByRound: string[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      quotes.clear();
      early.clear();
      posts.length = 0;
      failed = 0;
      const firstOfRound = sent;
      const started = performance.now();
      while (performance.now() - started < durationSeconds * 1000) {
        posts.push(post(sent++));
        const next = started + (sent - firstOfRound) * interval;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
      await Promise.all(posts);
      const loadEnded = performance.now();
      const rssAfterLoad = residentMemoryMb(server.pid);
      await heapSnapshot(server.pid);
      const done = () =>
        [...quotes.values()].every((quote) => quote.officeAccepted && quote.receiptAccepted);
      const deadline = loadEnded + 30 * 60_000;
      while (!done() && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 500));
      const backlogSeconds = (performance.now() - loadEnded) / 1000;
      const rssAfterBacklog = residentMemoryMb(server.pid);
      await heapSnapshot(server.pid);
      const all = [...quotes.values()];
      const office = all
        .filter((quote) => quote.officeAccepted)
        .map((quote) => quote.officeAccepted! - quote.ack);
      const receipt = all
        .filter((quote) => quote.receiptAccepted)
        .map((quote) => quote.receiptAccepted! - quote.ack);
      console.log(
        `surge${rounds > 1 ? `, round ${round} of ${rounds}` : ""}: ${perSecond} quotes/s for ${durationSeconds} s on SQLite, SMTP accepting each message ${SMTP_DELAY_MS} ms after it arrives`,
      );
      console.log(
        `quotes sent ${sent - firstOfRound}, acknowledged ${quotes.size}, refused or failed ${failed}; ` +
          `backlog sent ${backlogSeconds.toFixed(1)} s after the load ended`,
      );
      console.log(
        `acknowledgement → office notification accepted (${office.length}): p50 ${seconds(percentile(office, 50))}, p99 ${seconds(percentile(office, 99))}, max ${seconds(Math.max(...office))}`,
      );
      console.log(
        `acknowledgement → receipt accepted (${receipt.length}): p50 ${seconds(percentile(receipt, 50))}, p99 ${seconds(percentile(receipt, 99))}, max ${seconds(Math.max(...receipt))}`,
      );
      // Sends on separate connections start within milliseconds of each other in either order.
      // A notification waited behind a receipt only if it reached SMTP a whole send (100 ms) or
      // more after a later quote's receipt: that receipt held the connection it needed.
      const handedLags = lagsBehindLaterReceipts(all, "Arrived");
      const waitedBehind = handedLags.filter((lag) => lag >= SMTP_DELAY_MS).length;
      console.log(
        `office notifications handed to SMTP after a later quote's receipt: ${handedLags.length}, ` +
          `by at most ${Math.max(0, ...handedLags).toFixed(1)} ms; ` +
          `waited a send or more behind one: ${waitedBehind}`,
      );
      const memory = `RSS ${rssAfterLoad} MB after the load, ${rssAfterBacklog} MB after the backlog, peak ${peakMemoryMb(server.pid)} MB`;
      memoryByRound.push(memory);
      console.log(`server memory: ${memory}`);
      if (
        failed > 0 ||
        office.length < quotes.size ||
        percentile(office, 99) > 10_000 ||
        waitedBehind > 0
      ) {
        console.error(
          "FAIL: a quote failed, a notification never came or waited behind a receipt, or p99 is over 10 s",
        );
        process.exitCode = 1;
      }
    }
    if (rounds > 1)
      for (const [index, memory] of memoryByRound.entries())
        console.log(`server memory after round ${index + 1}: ${memory}`);
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    await smtp.close();
  }
}
