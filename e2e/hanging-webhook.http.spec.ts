import { expect, test } from "@playwright/test";
import {
  startHangingReceiver,
  startReceiver,
  WEBHOOK_SECRET,
} from "../src/test-support/receiver-test-support.ts";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer } from "./support/site-server";

/*
 * A CRM endpoint that takes the request and never answers must not hold back the chat
 * room's URGENT alerts. The property is an order, not a budget: the server gives the CRM
 * 10 s to answer, so if the chat alerts shared its lane, none but the first could arrive
 * before the CRM's first request was abandoned. On the built server, six emergency leads
 * sent together each reach the chat room while that first request is still waiting for its answer. How
 * long each alert took is reported, not asserted: a loaded machine stretches it, and speed
 * is measured by the benchmarks.
 */
test("six urgent chat alerts arrive while the CRM webhook's first request still hangs", async () => {
  test.setTimeout(90_000);
  const chat = await startReceiver();
  const crm = await startHangingReceiver();
  const site = await startSiteServer({
    LEAD_CHAT_WEBHOOK_URL: chat.url,
    LEAD_WEBHOOK_URLS: crm.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const chatBodies = () => chat.requests.map((request) => request.body).join("\n");
  const delays: number[] = [];
  try {
    // Six households at once: the alerts race the CRM's timeout as a storm night would.
    const leads = Array.from({ length: 6 }, (_, index) =>
      quoteFields({ serviceType: "emergency", email: `urgent${index + 1}@example.com` }),
    );
    await Promise.all(
      leads.map(async (fields) => {
        const reference = await referenceOf(await postQuote(site.url, fields));
        const stored = Date.now();
        // A cap on the wait, far beyond any alert's time, so a lost alert fails the test.
        await expect.poll(chatBodies, { timeout: 60_000 }).toContain(reference);
        delays.push(Date.now() - stored);
      }),
    );
    expect(chat.requests.map((request) => JSON.parse(request.body).text)).toEqual(
      Array.from({ length: 6 }, () => expect.stringMatching(/^URGENT/)),
    );
    // The CRM holds only its own lane: its first event is still in flight, not yet given
    // up on, so no chat alert waited for its timeout.
    expect(crm.requests).toHaveLength(1);
    expect(crm.requests[0]!.abandoned ?? false).toBe(false);
  } finally {
    await crm.close();
    await site.stop();
    await chat.close();
  }
  test.info().annotations.push({
    type: "run",
    description: `chat alerts after each lead was acknowledged, ms: ${delays.join(", ")}`,
  });
  console.log(test.info().annotations.at(-1)?.description);
});
