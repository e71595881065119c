// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { engines } from "../../test-support/db-test-support.ts";
import { insertTestLead, testLead } from "../../test-support/lead-test-support.ts";
import { createDatabase, dropDatabase } from "../../test-support/postgres-test-server.ts";
import { insertTestProposal } from "../../test-support/proposal-fixtures.ts";
import { openDatabase, type DatabaseLocation, type Engine } from "../db/database.ts";
import { migrations } from "../migrations.ts";
import { openSiteDatabase } from "../site-database.ts";
import type { DatabaseSchema } from "../tables.ts";
import { insertSignedDocument, signedDocumentOf } from "./signature-repo.ts";

/** A database on `engine` of its own, removed by the returned function. */
async function freshLocation(engine: Engine): Promise<[DatabaseLocation, () => Promise<void>]> {
  if (engine === "postgres") {
    const adminUrl = inject("postgresAdminUrl");
    const name = `migration_${randomBytes(6).toString("hex")}`;
    const url = await createDatabase(adminUrl, name);
    return [{ databaseUrl: url, sqlitePath: "" }, () => dropDatabase(adminUrl, name)];
  }
  const directory = mkdtempSync(join(tmpdir(), "cosign-migration-"));
  const remove = async () => rmSync(directory, { recursive: true, force: true });
  return [{ sqlitePath: join(directory, "site.db") }, remove];
}

const PDF = Buffer.from("%PDF-1.7 signed");

describe.each(engines)("0021_proposal_cosigned_document (%s)", (engine) => {
  it("keeps the signed PDFs and the emails that attach them, and takes a co-signed one", async () => {
    const [location, remove] = await freshLocation(engine);
    try {
      const until0020 = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < "0021"),
      );
      const old = await openDatabase<DatabaseSchema>(location, until0020);
      const leadId = await insertTestLead(old.db, testLead("Q-MIGR0021"));
      const versionId = await insertTestProposal(old.db, { id: leadId, reference: "Q-MIGR0021" });
      const now = "2026-12-03T15:15:42.000Z";
      const file = { fileName: "Q-MIGR0021-1-v1-signed.pdf", sha256: "ab".repeat(32), bytes: PDF };
      await insertSignedDocument(old.db, { ...file, versionId, leadId, now });
      const { id: documentId } = await old.db
        .selectFrom("proposal_documents")
        .select("id")
        .executeTakeFirstOrThrow();
      const { id: outboxId } = await old.db
        .insertInto("outbox")
        .values({
          lead_id: leadId,
          kind: "proposal",
          recipients: JSON.stringify(["dana@example.com"]),
          reply_to: null,
          subject: "Your signed roof proposal",
          text_body: "",
          html_body: "",
          next_attempt_at: now,
          message_id: "<signed@ridgeline.test>",
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await old.db
        .insertInto("outbox_attachments")
        .values({ outbox_id: outboxId, proposal_document_id: documentId, file_name: file.fileName })
        .execute();
      await expect(
        insertSignedDocument(old.db, { ...file, versionId, leadId, now }, "cosigned"),
      ).rejects.toThrow();
      await old.close();

      const database = await openSiteDatabase(location);
      try {
        const { db } = database;
        expect(await signedDocumentOf(db, versionId)).toEqual(file);
        const attachment = await db
          .selectFrom("outbox_attachments")
          .innerJoin(
            "proposal_documents",
            "proposal_documents.id",
            "outbox_attachments.proposal_document_id",
          )
          .select(["outbox_attachments.outbox_id", "proposal_documents.file_name"])
          .executeTakeFirstOrThrow();
        expect(attachment).toEqual({ outbox_id: outboxId, file_name: file.fileName });
        await insertSignedDocument(
          db,
          { ...file, fileName: "Q-MIGR0021-1-v1-cosigned.pdf", versionId, leadId, now },
          "cosigned",
        );
        const cosigned = await signedDocumentOf(db, versionId, "cosigned");
        expect(cosigned?.fileName).toBe("Q-MIGR0021-1-v1-cosigned.pdf");
        // Ids still count up, and an attachment still needs its document.
        const ids = await db.selectFrom("proposal_documents").select("id").orderBy("id").execute();
        expect(ids).toHaveLength(2);
        expect(ids[1]!.id).toBeGreaterThan(documentId);
        await expect(
          db
            .insertInto("outbox_attachments")
            .values({ outbox_id: outboxId, proposal_document_id: 999, file_name: "x.pdf" })
            .execute(),
        ).rejects.toThrow();
      } finally {
        await database.close();
      }
    } finally {
      await remove();
    }
  });
});
