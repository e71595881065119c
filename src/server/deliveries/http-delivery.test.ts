// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cleanupsAfterEach } from "../../test-support/cleanups.ts";
import { postDelivery } from "./http-delivery.ts";
import { startHangingReceiver } from "../../test-support/receiver-test-support.ts";

describe("postDelivery", () => {
  const defer = cleanupsAfterEach();

  it("gives a chat service that does not answer 5 s, not the 10 s a webhook gets", async () => {
    const hanging = await startHangingReceiver();
    defer(hanging.close);
    const alert = {
      channel: "chat" as const,
      endpoint: hanging.url,
      webhookId: "msg_1",
      body: "{}",
    };
    await expect(postDelivery(alert, null, "test")).rejects.toThrow("No answer within 5 s");
    expect(hanging.requests).toHaveLength(1);
  }, 15_000);
});
