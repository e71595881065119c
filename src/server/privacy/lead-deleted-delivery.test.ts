// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { afterEach, expect, it } from "vitest";
import { loadConfig } from "../config/config.ts";
import {
  startReceiver,
  WEBHOOK_SECRET,
  type Receiver,
} from "../../test-support/receiver-test-support.ts";
import { quoteRequest } from "../../test-support/submit-test-support.ts";
import { memoryLogger } from "../log.ts";
import { waitUntil } from "../../test-support/mail-test-support.ts";
import { closeRuntime, createRuntime, type Runtime } from "../runtime.ts";
import { STAFF } from "../../test-support/privacy-test-support.ts";

// In the past: the delivery drain sends what is due by the system clock.
const NOW = "2026-01-05T09:00:00.000Z";
let runtime: Runtime | undefined;
let receivers: Receiver[] = [];
let dataDir: string | undefined;

afterEach(async () => {
  if (runtime) await closeRuntime(runtime);
  for (const receiver of receivers) await receiver.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  runtime = undefined;
  receivers = [];
});

it("sends each CRM a signed lead.deleted with only the reference and the time, verifiable with the standardwebhooks library", async () => {
  receivers = [await startReceiver(), await startReceiver()];
  dataDir = mkdtempSync(join(tmpdir(), "lead-deleted-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LEAD_WEBHOOK_URLS: receivers.map((receiver) => receiver.url).join(","),
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    QUOTE_MIN_FILL_SECONDS: "0",
  });
  runtime = await createRuntime(config, { log: memoryLogger(), clock: () => new Date(NOW) });
  const submitted = await runtime.leads.submit(quoteRequest(), { clientAddress: "203.0.113.7" });
  if (!submitted.ok) throw new Error("the quote was refused");
  const { reference } = submitted;

  // Once its lead.created events are sent: a delivery in flight holds erasing the lead back.
  for (const receiver of receivers)
    await waitUntil(() => receiver.requests.length > 0, "the lead.created event", 15_000);
  await waitUntil(
    async () => (await runtime?.privacy.eraseLead(reference, reference, STAFF)) === "erased",
    "the lead erased",
    15_000,
  );

  const verifier = new Webhook(WEBHOOK_SECRET);
  for (const receiver of receivers) {
    const deleted = () =>
      receiver.requests.filter((request) => request.body.includes('"lead.deleted"'));
    await waitUntil(() => deleted().length > 0, "the lead.deleted event", 15_000);
    const [request] = deleted();
    const event = verifier.verify(request?.body ?? "", request?.headers as Record<string, string>);
    expect(event).toEqual({
      type: "lead.deleted",
      timestamp: NOW,
      data: { reference, deletedAt: NOW },
    });
  }
  expect(await runtime.privacy.erasedLeads()).toEqual([
    { reference, erasedAt: NOW, reason: "request", actorEmail: STAFF.email },
  ]);
}, 30_000);
