import type { MessageKind } from "./outbox-tables.ts";

/**
 * Who is waiting for an email, which decides when the drain sends it. On a storm day a
 * backlog of homeowner mail builds up; the office's own mail (a new lead, an escalation, a
 * changed inspection) goes out first, since the office answering a lead quickly is what
 * the site is for, and a receipt a minute late costs nothing.
 */
export type MailPriority = "office" | "homeowner";

/** The order the drain takes due messages in: lower first. Stored in `outbox.priority`. */
export const PRIORITY_RANK: Record<MailPriority, number> = { office: 0, homeowner: 1 };

interface KindSpec {
  priority: MailPriority;
  /**
   * The recipient can unsubscribe from this kind: the drain withholds a message to an
   * address that did, even one queued before (mail_opt_outs, honoured at send time).
   */
  optOut?: true;
}

/**
 * Each kind of message declares its priority here; a new kind does not compile until it
 * does.
 */
export const MESSAGE_KINDS: Record<MessageKind, KindSpec> = {
  notification: { priority: "office" },
  invitation: { priority: "office" },
  receipt: { priority: "homeowner" },
  inspection: { priority: "homeowner" },
  review: { priority: "homeowner", optOut: true },
  // The link to a proposal and its signed copy: transactional, never withheld.
  proposal: { priority: "homeowner" },
};

/** The stored rank of a message of this kind. */
export const priorityRank = (kind: MessageKind): number =>
  PRIORITY_RANK[MESSAGE_KINDS[kind].priority];
