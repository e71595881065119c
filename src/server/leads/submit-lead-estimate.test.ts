// @vitest-environment node
import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../lib/quote-schema.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { findLeadByReference } from "./lead-repo.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { resolveLeadEstimate } from "../estimates/lead-estimate-resolver.ts";
import { RateLimiter } from "../spam/rate-limit.ts";
import {
  quoteRequest,
  submitStored,
  visitorTyped,
} from "../../test-support/submit-test-support.ts";
import type { SubmitDependencies } from "./submit-lead.ts";

const NOW = new Date("2026-11-24T15:30:00.000Z");
const ranch = "footprint=1800&pitch=medium&shape=moderate&layers=1&zip=40207";
const attached = {
  estimate: ranch,
  estimateOption: "impact-resistant",
  estimateBook: "default-2026-11",
};

describe.each(engines)("a quote request from an estimate on %s", (engine) => {
  const database = useTestDatabase(engine);
  const dependencies = (): SubmitDependencies => {
    const limiter = new RateLimiter(database.db, "quote", 600_000);
    return {
      db: database.db,
      notifyTo: ["office@ridgeline.example.com"],
      siteUrl: "https://www.ridgeline.example.com",
      deliveries: {
        chatUrl: "https://chat.example/hook",
        webhookUrls: ["https://crm.example/a"],
        siteUrl: "https://www.ridgeline.example.com",
      },
      countRequest: (address, trx) => limiter.hit(address, Date.now(), trx),
      softLimit: 5,
      hardLimit: 20,
      minFillMs: 3000,
    };
  };

  async function submit(fields: Record<string, unknown>) {
    const request = quoteRequest(fields);
    const estimate = await resolveLeadEstimate(database.db, request);
    const { reference } = await submitStored(dependencies(), request, {
      clientAddress: "203.0.113.7",
      now: NOW,
      estimate,
    });
    return reference;
  }

  it("stores the recomputed estimate and shows it in the office email, the chat alert and the webhook", async () => {
    const reference = await submit(attached);
    const lead = await findLeadByReference(database.db, reference);
    expect(lead?.estimate).toMatchObject({
      inputs: ranch,
      squares: 25.5,
      option: { id: "impact-resistant", low: 16500, high: 24300 },
      priceBookVersion: "default-2026-11",
    });

    const [notification] = (await listMessages(database.db, ["pending"])).filter(
      (message) => message.kind === "notification",
    );
    expect(notification?.text).toContain(
      "Instant estimate: Chose Class 4 impact-resistant, built to FORTIFIED $16,500 – $24,300.",
    );
    expect(notification?.html).toContain("Price book default-2026-11.");

    const deliveries = await database.db
      .selectFrom("deliveries")
      .select(["channel", "body"])
      .execute();
    const webhook = JSON.parse(deliveries.find((row) => row.channel === "webhook")!.body);
    expect(webhook.data.estimate).toEqual(lead?.estimate);
    const chat = deliveries.find((row) => row.channel === "chat")!.body;
    expect(chat).toContain(
      "From the instant estimate: Class 4 impact-resistant, built to FORTIFIED, $16,500 – $24,300 (25.5 squares)",
    );
  });

  it("keeps a lead whose estimate is broken, without the estimate", async () => {
    const reference = await submit({ ...attached, estimate: "footprint=abc&pitch=tall" });
    const lead = await findLeadByReference(database.db, reference);
    expect(lead?.name).toBe(visitorTyped.name);
    expect(lead?.estimate).toBeNull();
  });

  it("stores no estimate for an ordinary quote request, and the webhook says null", async () => {
    const reference = await submit({});
    expect((await findLeadByReference(database.db, reference))?.estimate).toBeNull();
    const [row] = await database.db
      .selectFrom("deliveries")
      .select("body")
      .where("channel", "=", "webhook")
      .execute();
    expect(JSON.parse(row!.body).data.estimate).toBeNull();
  });
});

describe("a forged price on the quote form", () => {
  it("is refused: the form posts no price, and a range field is not part of it", () => {
    const forged = quoteRequestSchema.safeParse({
      ...visitorTyped,
      consent: true,
      ...attached,
      estimateLow: "1",
      estimateHigh: "2",
    });
    expect(forged.success).toBe(false);
    expect(forged.error?.issues[0]?.message).toBe("This field is not part of the quote form.");
  });
});
