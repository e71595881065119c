import { systemClock, type Clock } from "../clock.ts";
import { statusesWhere } from "../../lib/lead-statuses.ts";
import { inTransaction } from "../db/database.ts";
import { markEscalated, overdueUrgentLeads } from "./escalation-repo.ts";
import { enqueueMessage } from "../mail/outbox-enqueue-repo.ts";
import type { Db } from "../tables.ts";
import { enqueueDelivery } from "../deliveries/delivery-repo.ts";
import { escalationChatText, webhookIdFor } from "../deliveries/lead-payloads.ts";
import type { Logger } from "../log.ts";
import { startPeriodicTask, type PeriodicTask } from "../periodic-task.ts";
import { composeEscalation } from "../mail/compose-escalation.ts";

export interface EscalationSettings {
  /** URGENT_ESCALATE_MINUTES: how long an emergency lead may wait uncontacted */
  limitMs: number;
  /** LEAD_ESCALATE_TO */
  escalateTo: string[];
  /** The chat alert's endpoint, or null for email only */
  chatUrl: string | null;
  siteUrl: string;
}

/**
 * Older leads are not escalated: at the first start with this feature, or after a long
 * outage, a pile of days-old alarms would be noise, not speed.
 */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** The statuses in which an urgent lead is still waiting to be escalated. */
const stillEscalating = statusesWhere((status) => !status.endsEscalation);

/**
 * Escalates every emergency lead that arrived more than the limit ago, is still "new"
 * with no first contact, and was not escalated: an email and a chat alert, queued in the
 * transaction that marks it escalated. The mark is a conditional update, so of several
 * instances running this at once exactly one wins each lead and queues its escalation.
 * Returns the references it escalated.
 */
export async function escalateOverdueLeads(
  db: Db,
  settings: EscalationSettings,
  now: Date,
): Promise<string[]> {
  const at = now.toISOString();
  // In a status that does not end an escalation, with no first contact: nobody has
  // answered it yet.
  const overdue = await overdueUrgentLeads(db, {
    statuses: stillEscalating,
    createdBy: new Date(now.getTime() - settings.limitMs).toISOString(),
    createdAfter: new Date(now.getTime() - LOOKBACK_MS).toISOString(),
  });
  const escalated: string[] = [];
  const messageDomain = new URL(settings.siteUrl).hostname;
  for (const row of overdue) {
    const won = await inTransaction(db, async (trx) => {
      if (!(await markEscalated(trx, row.id, stillEscalating, at))) return false;
      const lead = {
        reference: row.reference,
        name: row.name,
        phone: row.phone,
        address: row.address,
        serviceType: row.service_type,
        createdAt: row.created_at,
      };
      const waited = Math.round((now.getTime() - Date.parse(row.created_at)) / 60_000);
      await enqueueMessage(
        trx,
        row.id,
        composeEscalation(lead, waited, settings.escalateTo, settings.siteUrl),
        at,
        messageDomain,
      );
      if (settings.chatUrl)
        await enqueueDelivery(
          trx,
          {
            leadId: row.id,
            channel: "chat",
            eventType: "lead.escalated",
            endpoint: settings.chatUrl,
            webhookId: webhookIdFor("chat:lead.escalated", row.reference, settings.chatUrl),
            body: JSON.stringify({ text: escalationChatText(lead, waited, settings.siteUrl) }),
          },
          at,
        );
      return true;
    });
    if (won) escalated.push(row.reference);
  }
  return escalated;
}

export type EscalationWatch = PeriodicTask;

/**
 * Looks for overdue emergency leads every `pollMs` (every instance runs one; the database
 * decides who escalates) and calls `onQueued` so the drains send at once. Overdue is
 * judged by `clock`, the runtime's.
 */
export function startEscalationWatch(
  db: Db,
  log: Logger,
  settings: EscalationSettings,
  options: { pollMs?: number; onQueued?: () => void; clock?: Clock } = {},
): EscalationWatch {
  const pollMs = options.pollMs ?? Math.min(30_000, Math.max(250, settings.limitMs / 4));
  return startPeriodicTask("escalation", pollMs, log, async () => {
    const escalated = await escalateOverdueLeads(db, settings, (options.clock ?? systemClock)());
    for (const reference of escalated) log.warn("lead.escalated", { reference });
    if (escalated.length > 0) options.onQueued?.();
  });
}
