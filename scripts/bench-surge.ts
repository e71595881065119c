// `npm run bench:quote -- --surge [seconds=300] [perSecond=20]`: a storm day's quotes against
// one production server on SQLite whose SMTP server takes 100 ms per message (a loopback
// stand-in). Quotes arrive at a fixed rate whatever the answers (an open loop, as visitors
// do), each from an address and an email of its own. It reports, per quote, the time from
// its acknowledgement to its office notification being accepted by SMTP (the goal: p99
// under 10 s), the same for the receipts, how often an office notification was accepted
// after a later quote's receipt (the office waiting behind a receipt), and the server's
// memory after the load and after its email backlog.
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
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function runSurgeBench(durationSeconds: number, perSecond: number) {
  /** Per reference: when its quote was acknowledged, its notification and receipt accepted. */
  const quotes = new Map<
    string,
    { order: number; ack: number; office?: number; receipt?: number }
  >();
  const early = new Map<string, { office?: number; receipt?: number }>();
  const onAccepted = ({ to, subject }: { to: string; subject: string }) => {
    const at = performance.now();
    const reference = /\((Q-[A-Z0-9]{6})\)/.exec(subject)?.[1];
    if (!reference) return;
    const field = to.includes(OFFICE) ? "office" : "receipt";
    const quote = quotes.get(reference);
    if (quote) quote[field] = at;
    else early.set(reference, { ...early.get(reference), [field]: at });
  };
  const smtpPort = await freePort();
  const smtp = await startMailbox(smtpPort, { delayMs: SMTP_DELAY_MS, onAccepted });
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
    quotes.set(reference, { order, ack: performance.now(), ...early.get(reference) });
  };
  const started = performance.now();
  const interval = 1000 / perSecond;
  try {
    while (performance.now() - started < durationSeconds * 1000) {
      posts.push(post(sent++));
      const next = started + sent * interval;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
    await Promise.all(posts);
    const loadEnded = performance.now();
    const rssAfterLoad = residentMemoryMb(server.pid);
    await heapSnapshot(server.pid);
    const done = () => [...quotes.values()].every((quote) => quote.office && quote.receipt);
    const deadline = loadEnded + 30 * 60_000;
    while (!done() && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    const backlogSeconds = (performance.now() - loadEnded) / 1000;
    const rssAfterBacklog = residentMemoryMb(server.pid);
    await heapSnapshot(server.pid);
    const all = [...quotes.values()];
    const office = all.filter((quote) => quote.office).map((quote) => quote.office! - quote.ack);
    const receipt = all.filter((quote) => quote.receipt).map((quote) => quote.receipt! - quote.ack);
    // The office waited behind a receipt when a later quote's receipt was accepted first.
    let overtaken = 0;
    let earliestLaterReceipt = Infinity;
    for (const quote of all.sort((a, b) => b.order - a.order)) {
      if ((quote.office ?? Infinity) > earliestLaterReceipt) overtaken += 1;
      earliestLaterReceipt = Math.min(earliestLaterReceipt, quote.receipt ?? Infinity);
    }
    console.log(
      `surge: ${perSecond} quotes/s for ${durationSeconds} s on SQLite, SMTP accepting each message ${SMTP_DELAY_MS} ms after it arrives`,
    );
    console.log(
      `quotes sent ${sent}, acknowledged ${quotes.size}, refused or failed ${failed}; ` +
        `backlog sent ${backlogSeconds.toFixed(1)} s after the load ended`,
    );
    console.log(
      `acknowledgement → office notification accepted (${office.length}): p50 ${seconds(percentile(office, 50))}, p99 ${seconds(percentile(office, 99))}, max ${seconds(Math.max(...office))}`,
    );
    console.log(
      `acknowledgement → receipt accepted (${receipt.length}): p50 ${seconds(percentile(receipt, 50))}, p99 ${seconds(percentile(receipt, 99))}, max ${seconds(Math.max(...receipt))}`,
    );
    console.log(`office notifications accepted after a later quote's receipt: ${overtaken}`);
    console.log(
      `server memory: RSS ${rssAfterLoad} MB after the load, ${rssAfterBacklog} MB after the backlog, peak ${peakMemoryMb(server.pid)} MB`,
    );
    if (failed > 0 || office.length < quotes.size || percentile(office, 99) > 10_000) {
      console.error("FAIL: a quote failed, a notification never came, or p99 is over 10 s");
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    await smtp.close();
  }
}
