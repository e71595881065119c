// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { engines } from "../../test-support/db-test-support.ts";
import {
  insertTestLeadBeforeLaterColumns,
  testLead,
} from "../../test-support/lead-test-support.ts";
import { createDatabase, dropDatabase } from "../../test-support/postgres-test-server.ts";
import { insertTestProposal } from "../../test-support/proposal-fixtures.ts";
import { openDatabase, type DatabaseLocation, type Engine } from "../db/database.ts";
import { migrations } from "../migrations.ts";
import { openSiteDatabase } from "../site-database.ts";
import type { DatabaseSchema, Db } from "../tables.ts";
import type { MessageKind } from "./outbox-tables.ts";

/** A database on `engine` of its own, removed by the returned function. */
async function freshLocation(engine: Engine): Promise<[DatabaseLocation, () => Promise<void>]> {
  if (engine === "postgres") {
    const adminUrl = inject("postgresAdminUrl");
    const name = `migration_${randomBytes(6).toString("hex")}`;
    const url = await createDatabase(adminUrl, name);
    return [{ databaseUrl: url, sqlitePath: "" }, () => dropDatabase(adminUrl, name)];
  }
  const directory = mkdtempSync(join(tmpdir(), "outbox-migration-"));
  const remove = async () => rmSync(directory, { recursive: true, force: true });
  return [{ sqlitePath: join(directory, "site.db") }, remove];
}

const message = (leadId: number, kind: MessageKind, subject: string, calendar: string | null) => ({
  lead_id: leadId,
  kind,
  recipients: JSON.stringify(["dana@example.com"]),
  reply_to: null,
  subject,
  text_body: "",
  html_body: "",
  next_attempt_at: "2026-11-24T09:00:00.000Z",
  message_id: `<${subject.length}-${kind}@ridgeline.test>`,
  created_at: "2026-11-24T09:00:00.000Z",
  calendar,
});

/** What 0001 to 0010 stored: a quote's receipt and office email, then an inspection's emails. */
async function storeBefore0011(db: Db): Promise<void> {
  const leadId = await insertTestLeadBeforeLaterColumns(db, testLead("Q-MIGR0001"));
  await db
    .insertInto("outbox")
    .values([
      message(leadId, "receipt", "We received your request (Q-MIGR0001)", null),
      message(leadId, "notification", "New lead: Dana Whitfield", null),
      message(leadId, "receipt", "Your roof inspection is booked (Q-MIGR0001)", "BEGIN:VCALENDAR"),
      message(leadId, "receipt", "Reminder: your roof inspection is tomorrow (Q-MIGR0001)", null),
    ])
    .execute();
  const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
  const { id } = await db
    .insertInto("lead_photos")
    .values({
      public_id: "p1",
      lead_id: leadId,
      created_at: "2026-11-24T09:00:00.000Z",
      file_name: "roof.jpg",
      width: 1,
      height: 1,
      data: bytes,
      thumb_width: 1,
      thumb_height: 1,
      thumb_data: bytes,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("outbox_attachments")
    .values({ outbox_id: 2, lead_photo_id: id, file_name: "roof.jpg" })
    .execute();
}

describe.each(engines)("0011_inspection_emails on %s", { timeout: 30_000 }, (engine) => {
  it("moves the homeowner's inspection emails off the receipts and keeps every row", async () => {
    const [location, remove] = await freshLocation(engine);
    try {
      const until0010 = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < "0011"),
      );
      const old = await openDatabase<DatabaseSchema>(location, until0010);
      await storeBefore0011(old.db);
      await old.close();

      const { db, close } = await openSiteDatabase(location);
      try {
        const rows = await db.selectFrom("outbox").select(["id", "kind"]).orderBy("id").execute();
        expect(rows).toEqual([
          { id: 1, kind: "receipt" },
          { id: 2, kind: "notification" },
          { id: 3, kind: "inspection" },
          { id: 4, kind: "inspection" },
        ]);
        const attachments = await db.selectFrom("outbox_attachments").selectAll().execute();
        expect(attachments).toMatchObject([{ outbox_id: 2, file_name: "roof.jpg" }]);
        // The attachments still point at the outbox, and the kinds are still checked.
        const orphan = {
          outbox_id: 99,
          lead_photo_id: attachments[0]!.lead_photo_id,
          file_name: "x",
        };
        await expect(
          db.insertInto("outbox_attachments").values(orphan).execute(),
        ).rejects.toThrow();
        const bogus = message(1, "bogus" as MessageKind, "x", null);
        await expect(db.insertInto("outbox").values(bogus).execute()).rejects.toThrow();
        await db
          .insertInto("outbox")
          .values(message(1, "inspection", "ok", null))
          .execute();
      } finally {
        await close();
      }
    } finally {
      await remove();
    }
  });
});

describe.each(engines)("0013_mail_priority on %s", { timeout: 30_000 }, (engine) => {
  it("gives the messages already queued their kind's priority, the office's first", async () => {
    const [location, remove] = await freshLocation(engine);
    try {
      const until0011 = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < "0012"),
      );
      const old = await openDatabase<DatabaseSchema>(location, until0011);
      await storeBefore0011(old.db);
      await old.close();

      const { db, close } = await openSiteDatabase(location);
      try {
        const rows = await db
          .selectFrom("outbox")
          .select(["kind", "priority"])
          .orderBy("id")
          .execute();
        expect(rows).toEqual([
          { kind: "receipt", priority: 1 },
          { kind: "notification", priority: 0 },
          { kind: "receipt", priority: 1 },
          { kind: "receipt", priority: 1 },
        ]);
      } finally {
        await close();
      }
    } finally {
      await remove();
    }
  });
});

describe.each(engines)("0015_review_requests on %s", { timeout: 30_000 }, (engine) => {
  it("keeps every queued message and attachment, and takes the review kind and the withheld state", async () => {
    const [location, remove] = await freshLocation(engine);
    try {
      const until0014 = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < "0015"),
      );
      const old = await openDatabase<DatabaseSchema>(location, until0014);
      await storeBefore0011(old.db);
      const columns = ["id", "kind", "subject", "calendar", "priority", "state"] as const;
      const before = await old.db.selectFrom("outbox").select(columns).orderBy("id").execute();
      await old.close();

      const { db, close } = await openSiteDatabase(location);
      try {
        expect(await db.selectFrom("outbox").select(columns).orderBy("id").execute()).toEqual(
          before,
        );
        expect(
          await db.selectFrom("outbox").select("unsubscribe_url").distinct().execute(),
        ).toEqual([{ unsubscribe_url: null }]);
        expect(
          await db.selectFrom("outbox_attachments").select(["outbox_id", "file_name"]).execute(),
        ).toEqual([{ outbox_id: 2, file_name: "roof.jpg" }]);
        await db
          .insertInto("outbox")
          .values({ ...message(1, "review", "How did we do?", null), state: "withheld" })
          .execute();
        // The checks still refuse what no code writes.
        await expect(
          db
            .insertInto("outbox")
            .values(message(1, "newsletter" as MessageKind, "Spring offers", null))
            .execute(),
        ).rejects.toThrow(/check/i);
        await expect(
          db
            .insertInto("outbox")
            .values({ ...message(1, "review", "x", null), state: "lost" as "sent" })
            .execute(),
        ).rejects.toThrow(/check/i);
      } finally {
        await close();
      }
    } finally {
      await remove();
    }
  });
});

describe.each(engines)("0018_proposal_mail on %s", { timeout: 30_000 }, (engine) => {
  it("keeps every message and photo, takes the proposal kind and a signed PDF as an attachment", async () => {
    const [location, remove] = await freshLocation(engine);
    try {
      const until0017 = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < "0018"),
      );
      const old = await openDatabase<DatabaseSchema>(location, until0017);
      await storeBefore0011(old.db);
      const columns = ["id", "kind", "subject", "priority", "state", "unsubscribe_url"] as const;
      const before = await old.db.selectFrom("outbox").select(columns).orderBy("id").execute();
      await old.close();

      const { db, close } = await openSiteDatabase(location);
      try {
        expect(await db.selectFrom("outbox").select(columns).orderBy("id").execute()).toEqual(
          before,
        );
        expect(
          await db
            .selectFrom("outbox_attachments")
            .select(["outbox_id", "file_name", "proposal_document_id"])
            .execute(),
        ).toEqual([{ outbox_id: 2, file_name: "roof.jpg", proposal_document_id: null }]);

        const versionId = await insertTestProposal(db, { id: 1, reference: "Q-MIGR0001" });
        const { id: documentId } = await db
          .insertInto("proposal_documents")
          .values({
            version_id: versionId,
            lead_id: 1,
            kind: "signed",
            file_name: "Q-MIGR0001-1-v1-signed.pdf",
            sha256: "0".repeat(64),
            bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
            created_at: "2026-12-01T15:00:00.000Z",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const { id: outboxId } = await db
          .insertInto("outbox")
          .values(message(1, "proposal", "Your signed roof proposal", null))
          .returning("id")
          .executeTakeFirstOrThrow();
        const pdf = { outbox_id: outboxId, file_name: "signed.pdf" };
        await db
          .insertInto("outbox_attachments")
          .values({ ...pdf, proposal_document_id: documentId })
          .execute();
        // An attachment is a photo or a document: neither, or both, is refused.
        await expect(db.insertInto("outbox_attachments").values(pdf).execute()).rejects.toThrow(
          /check/i,
        );
        await expect(
          db
            .insertInto("outbox_attachments")
            .values({ ...pdf, proposal_document_id: documentId, lead_photo_id: 1 })
            .execute(),
        ).rejects.toThrow(/check/i);
        // A document that does not exist is refused as a photo is.
        await expect(
          db
            .insertInto("outbox_attachments")
            .values({ ...pdf, proposal_document_id: documentId + 99 })
            .execute(),
        ).rejects.toThrow();
        // Nobody unsubscribes from a proposal's paperwork, down to the table's own check.
        await expect(
          db
            .insertInto("mail_opt_outs")
            .values({ address_hash: "a".repeat(64), kind: "proposal", created_at: "x" })
            .execute(),
        ).rejects.toThrow(/check/i);
        await expect(
          db
            .insertInto("outbox")
            .values(message(1, "newsletter" as MessageKind, "Spring offers", null))
            .execute(),
        ).rejects.toThrow(/check/i);
      } finally {
        await close();
      }
    } finally {
      await remove();
    }
  });
});
