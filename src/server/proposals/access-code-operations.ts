import { proposalAccess } from "../../config/proposal-access.ts";
import {
  linkNeedsCode,
  maskedAddress,
  type CodeMail,
} from "../../lib/proposals/access-code-rules.ts";
import { PROPOSAL_TOKEN_PATTERN } from "../../lib/public-routes.ts";
import { inTransaction } from "../db/database.ts";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import type { OperationParts } from "../operation-parts.ts";
import {
  accessCookieValue,
  accessCodeHash,
  accessKeysOf,
  cookieOpens,
  newAccessCode,
  sameSecret,
  type AccessKeys,
} from "./access-code-keys.ts";
import { composeAccessCode } from "./access-code-mail.ts";
import { codesSentSince, insertCode, newestCode, takeTry, spendCode } from "./access-code-repo.ts";
import { contactOfLead } from "./proposal-alert-repo.ts";
import { insertProposalEvent } from "./proposal-event-repo.ts";
import { proposalTokenHash } from "./proposal-links.ts";
import { versionById, versionOfToken, type StoredVersion } from "./proposal-repo.ts";

/*
 * The code an old link asks for (issue 36; config/proposal-access.ts). A link sent more than
 * 14 days ago opens nothing until the visitor types a code emailed to the lead's address on
 * file; a correct code gives a cookie, signed by the server for that link's version and
 * path, that opens the rest of the visit. Codes are stored as HMACs, expire, take a few
 * tries, and are emailed at most once a minute and a few times a day per version, whatever
 * the number of instances: sending locks the version's row, a try is a conditional update.
 */

/** Who asked, as the audit trail records them. */
export interface AccessClient {
  ipAddress: string | null;
  userAgent: string | null;
}

/** What the gate's page shows. */
export interface AccessGate {
  /** Whether the link asks for a code at all (a young link does not) */
  needed: boolean;
  /** "Q-7K4P9M-1" */
  number: string;
  /** The address on file as shown ("j•••@example.com"), or null when there is none */
  maskedEmail: string | null;
  /** The newest code, while it can still be typed */
  live: { sentAt: string; expiresAt: string; triesLeft: number; mail: CodeMail | null } | null;
  /** The newest code took all its tries */
  locked: boolean;
  /** When another code may be emailed; null when one may now, "tomorrow" past the day's codes */
  nextSendAt: string | null;
  dayLimitReached: boolean;
}

export type SendOutcome =
  | { ok: true }
  | { ok: false; problem: "unknown" | "not-needed" | "no-email" | "wait" | "day-limit" };

/** The cookie a correct code sets, for the route to set on the link's path. */
export interface AccessCookie {
  value: string;
  maxAgeSeconds: number;
}

export type VerifyOutcome =
  | { ok: true; cookie: AccessCookie }
  | {
      ok: false;
      problem: "unknown" | "not-needed" | "no-code" | "wrong" | "locked" | "expired" | "used";
    };

export interface AccessCodeOperations {
  /** Whether the request may open the link: its cookie values (the Cookie header's) are checked */
  opens(token: string, cookieValues: readonly string[]): Promise<boolean>;
  /** The gate's page for a link; undefined when the link opens nothing */
  gate(token: string): Promise<AccessGate | undefined>;
  /** Emails a new code to the lead's address on file */
  send(token: string, client: AccessClient): Promise<SendOutcome>;
  /** Checks a typed code; a correct one is used up and gives the cookie */
  verify(token: string, code: string, client: AccessClient): Promise<VerifyOutcome>;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const OPEN_SECONDS = proposalAccess.openHours * 3600;

export function accessCodeOperations(parts: OperationParts): AccessCodeOperations {
  const now = () => parts.clock();
  let keys: AccessKeys | undefined;
  const keysNow = () => (keys ??= accessKeysOf(parts.config));

  /** The version a well-formed link opens (drafts open nothing), with the link's hash. */
  async function linkOf(token: string) {
    if (!PROPOSAL_TOKEN_PATTERN.test(token)) return undefined;
    const tokenHash = proposalTokenHash(token);
    const version = await versionOfToken(parts.db, tokenHash, "view");
    if (version === undefined || version.status === "draft") return undefined;
    return { version, tokenHash };
  }

  const needed = (version: StoredVersion, at: Date) =>
    linkNeedsCode(version.sentAt ?? version.createdAt, at);

  const trailEvent = (
    version: StoredVersion,
    kind: "code-sent" | "code-verified",
    at: string,
    client: AccessClient,
    identifiedBy: string,
  ) => ({
    proposalId: version.proposalId,
    versionId: version.id,
    leadId: version.leadId,
    kind,
    at,
    actor: "homeowner",
    ipAddress: client.ipAddress,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    identifiedBy,
  });

  return {
    async opens(token, cookieValues) {
      const link = await linkOf(token);
      // A link that opens nothing is let through: its route answers the 404 it always has.
      if (link === undefined) return true;
      const at = now();
      if (!needed(link.version, at)) return true;
      return cookieValues.some((value) =>
        cookieOpens(
          keysNow().cookie,
          value,
          { versionId: link.version.id, tokenHash: link.tokenHash },
          at,
          OPEN_SECONDS,
        ),
      );
    },

    async gate(token) {
      const link = await linkOf(token);
      if (link === undefined) return undefined;
      const { version } = link;
      const at = now();
      const [contact, newest, sentToday] = await Promise.all([
        contactOfLead(parts.db, version.leadId),
        newestCode(parts.db, version.id),
        codesSentSince(parts.db, version.id, new Date(at.getTime() - DAY_MS).toISOString()),
      ]);
      const email = contact?.email.trim() ?? "";
      const live =
        newest &&
        newest.usedAt === null &&
        newest.attempts < proposalAccess.triesPerCode &&
        Date.parse(newest.expiresAt) > at.getTime()
          ? {
              sentAt: newest.sentAt,
              expiresAt: newest.expiresAt,
              triesLeft: proposalAccess.triesPerCode - newest.attempts,
              mail: newest.mail,
            }
          : null;
      const resendAt = newest ? Date.parse(newest.sentAt) + proposalAccess.resendSeconds * 1000 : 0;
      const dayLimitReached = sentToday >= proposalAccess.codesPerDay;
      return {
        needed: needed(version, at),
        number: version.number,
        maskedEmail: email === "" ? null : maskedAddress(email),
        live,
        locked:
          newest !== undefined &&
          newest.usedAt === null &&
          newest.attempts >= proposalAccess.triesPerCode,
        nextSendAt: resendAt > at.getTime() ? new Date(resendAt).toISOString() : null,
        dayLimitReached,
      };
    },

    async send(token, client) {
      const link = await linkOf(token);
      if (link === undefined) return { ok: false, problem: "unknown" };
      const at = now();
      if (!needed(link.version, at)) return { ok: false, problem: "not-needed" };
      const atIso = at.toISOString();
      const outcome = await inTransaction(parts.db, async (trx): Promise<SendOutcome> => {
        // One sender at a time per version (Postgres holds the row; SQLite has one writer),
        // so two instances pressed at once email one code.
        const version = await versionById(trx, link.version.id, { lock: true });
        if (version === undefined) return { ok: false, problem: "unknown" };
        const newest = await newestCode(trx, version.id);
        if (
          newest &&
          at.getTime() - Date.parse(newest.sentAt) < proposalAccess.resendSeconds * 1000
        )
          return { ok: false, problem: "wait" };
        const since = new Date(at.getTime() - DAY_MS).toISOString();
        if ((await codesSentSince(trx, version.id, since)) >= proposalAccess.codesPerDay)
          return { ok: false, problem: "day-limit" };
        const contact = await contactOfLead(trx, version.leadId);
        const email = contact?.email.trim() ?? "";
        if (email === "") return { ok: false, problem: "no-email" };
        const code = newAccessCode();
        // The address on file, never one from the request: the code proves the mailbox.
        const outboxId = await enqueueMessage(
          trx,
          version.leadId,
          composeAccessCode(email, { number: version.number, code }),
          atIso,
          new URL(parts.config.siteUrl).hostname,
        );
        await insertCode(trx, {
          versionId: version.id,
          leadId: version.leadId,
          codeHash: accessCodeHash(keysNow().code, version.id, code),
          sentAt: atIso,
          expiresAt: new Date(at.getTime() + proposalAccess.codeMinutes * MINUTE_MS).toISOString(),
          outboxId,
        });
        await insertProposalEvent(
          trx,
          trailEvent(
            version,
            "code-sent",
            atIso,
            client,
            `Code emailed to ${maskedAddress(email)}`,
          ),
        );
        return { ok: true };
      });
      if (outcome.ok) parts.wake.mail();
      return outcome;
    },

    async verify(token, code, client) {
      const link = await linkOf(token);
      if (link === undefined) return { ok: false, problem: "unknown" };
      const { version } = link;
      const at = now();
      if (!needed(version, at)) return { ok: false, problem: "not-needed" };
      const atIso = at.toISOString();
      const newest = await newestCode(parts.db, version.id);
      if (newest === undefined) return { ok: false, problem: "no-code" };
      if (newest.usedAt !== null) return { ok: false, problem: "used" };
      const stored = await takeTry(parts.db, newest.id, proposalAccess.triesPerCode, atIso);
      if (stored === undefined) {
        // No try left to take: say why, from the row as it is now.
        const after = await newestCode(parts.db, version.id);
        if (after?.usedAt != null) return { ok: false, problem: "used" };
        if (after && after.attempts >= proposalAccess.triesPerCode)
          return { ok: false, problem: "locked" };
        return { ok: false, problem: "expired" };
      }
      if (!sameSecret(stored, accessCodeHash(keysNow().code, version.id, code)))
        return { ok: false, problem: "wrong" };
      // Used up once: a replay, or the same code racing on another instance, finds it used.
      if (!(await spendCode(parts.db, newest.id, atIso))) return { ok: false, problem: "used" };
      const contact = await contactOfLead(parts.db, version.leadId);
      await insertProposalEvent(
        parts.db,
        trailEvent(
          version,
          "code-verified",
          atIso,
          client,
          `Code emailed to ${maskedAddress(contact?.email ?? "")}, typed correctly`,
        ),
      );
      const until = Math.floor(at.getTime() / 1000) + OPEN_SECONDS;
      return {
        ok: true,
        cookie: {
          value: accessCookieValue(keysNow().cookie, version.id, link.tokenHash, until),
          maxAgeSeconds: OPEN_SECONDS,
        },
      };
    },
  };
}
