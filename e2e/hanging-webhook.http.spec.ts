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
 * room's URGENT alerts: on the built server, six emergency leads in a row each reach the
 * chat room within a second, while the CRM's first event is still waiting for an answer.
 */
test("six urgent chat alerts arrive within a second each while the CRM webhook hangs", async () => {
  test.setTimeout(60_000);
  const chat = await startReceiver();
  const crm = await startHangingReceiver();
  const site = await startSiteServer({
    LEAD_CHAT_WEBHOOK_URL: chat.url,
    LEAD_WEBHOOK_URLS: crm.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const delays: number[] = [];
  try {
    for (let lead = 1; lead <= 6; lead++) {
      const fields = quoteFields({ serviceType: "emergency", email: `urgent${lead}@example.com` });
      const reference = await referenceOf(await postQuote(site.url, fields));
      const stored = Date.now();
      await expect
        .poll(() => chat.requests.map((request) => request.body).join("\n"), { timeout: 1000 })
        .toContain(reference);
      delays.push(Date.now() - stored);
    }
    expect(chat.requests.map((request) => JSON.parse(request.body).text)).toEqual(
      Array.from({ length: 6 }, () => expect.stringMatching(/^URGENT/)),
    );
    // The CRM holds only its own lane: its first event is still in flight.
    expect(crm.requests).toHaveLength(1);
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
