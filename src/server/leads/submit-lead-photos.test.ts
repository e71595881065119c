// @vitest-environment node
// A quote request with photos, from the submission to the office's mailbox: stored with
// the lead, attached to the notification, and an add-photos link in the receipt.
import { describe, expect, it } from "vitest";
import { freePort } from "../../test-support/ports.ts";
import { quoteRequestSchema } from "../../lib/quote-schema.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { findLeadByReference } from "./lead-repo.ts";
import { messagesForLead } from "../mail/outbox-repo.ts";
import { leadForPhotoLink } from "../photos/photo-link-repo.ts";
import { listPhotos } from "../photos/photo-repo.ts";
import { memoryLogger } from "../log.ts";
import { startOutboxDrain } from "../mail/drain.ts";
import {
  FROM,
  NOTIFY_TO,
  startMailbox,
  testSubmitDependencies,
  waitUntil,
} from "../../test-support/mail-test-support.ts";
import { smtpTransport } from "../mail/transport.ts";
import { processPhoto } from "../photos/process-photo.ts";
import { hasExif, testJpeg } from "../../test-support/test-photos.ts";
import { submitStored } from "../../test-support/submit-test-support.ts";
import { cleanupsAfterEach } from "../../test-support/cleanups.ts";

const defer = cleanupsAfterEach();

const request = quoteRequestSchema.parse({
  name: "Dana Whitfield",
  phone: "(502) 555-0199",
  email: "dana@example.com",
  address: "4127 Bardstown Rd, Louisville, KY 40218",
  serviceType: "repair",
  message: "Hail last night, a limb is on the back slope.",
  consent: true,
  fillMs: 45_000,
});

describe.each(engines)("a quote request with photos on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("stores the photos, attaches them to the notification and links the receipt to add more", async () => {
    const { db } = database;
    const photos = [
      await processPhoto(await testJpeg({ gps: true }), "IMG_2041.jpg"),
      await processPhoto(await testJpeg({ color: "#2f5fb5" }), "attic.png"),
    ];
    const { reference } = await submitStored(testSubmitDependencies(db), request, {
      clientAddress: "203.0.113.7",
      photos,
    });
    const lead = (await findLeadByReference(db, reference))!;
    expect((await listPhotos(db, lead.id)).map((photo) => photo.fileName)).toEqual([
      "IMG_2041.jpg",
      "attic.png",
    ]);

    const [notification, receipt] = await messagesForLead(db, lead.id);
    expect(notification!.text).toContain("Photos: 2 attached");
    const link = receipt!.text.match(/https:\/\/\S+\/add-photos\/([\w-]{43})/);
    expect(link).not.toBeNull();
    expect(await leadForPhotoLink(db, link![1]!, new Date().toISOString())).toMatchObject({
      leadId: lead.id,
    });

    const port = await freePort();
    const mailbox = await startMailbox(port);
    defer(mailbox.close);
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const drain = startOutboxDrain(db, transport, memoryLogger(), {
      from: FROM,
      retryBaseMs: 10,
      maxAttempts: 3,
      pollMs: 5,
    });
    defer(async () => {
      await drain.stop();
      transport.close();
    });
    await waitUntil(() => mailbox.messages.length === 2, "both emails");
    const office = mailbox.messages.find((mail) => mail.to.includes(NOTIFY_TO))!;
    expect(office.text).toContain("Photos: 2 attached");
    expect(office.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["IMG_2041.jpg", "image/jpeg"],
      ["attic.jpg", "image/jpeg"],
    ]);
    for (const file of office.attachments) expect(hasExif(file.content)).toBe(false);
    const visitor = mailbox.messages.find((mail) => mail.to.includes("dana@example.com"))!;
    expect(visitor.attachments).toEqual([]);
    expect(visitor.html).toContain(`/add-photos/${link![1]}`);
  });
});
