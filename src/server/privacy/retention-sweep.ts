import { eraseClientAddressesBefore } from "./client-address-repo.ts";
import { leadsCreatedBefore, type ErasedMessage } from "./erased-lead-repo.ts";
import type { Db } from "../tables.ts";
import { eraseOneLead } from "./erase-lead.ts";
import type { InspectionSettings } from "../inspections/inspection-links.ts";

export interface RetentionSettings {
  /** CLIENT_ADDRESS_DAYS */
  clientAddressDays: number;
  /** LEAD_RETENTION_DAYS; null keeps leads */
  leadRetentionDays: number | null;
  /** LEAD_WEBHOOK_URLS: each gets a `lead.deleted` event per erased lead */
  webhookUrls: readonly string[];
  /** What cancelling an erased lead's future inspection sends, and to whom */
  inspections: InspectionSettings;
  /** Removes an erased lead's email copies kept outside the database */
  eraseMailCopies?: ((messages: readonly ErasedMessage[]) => void) | undefined;
}

export interface SweepResult {
  /** How many leads had their client address blanked */
  addressesErased: number;
  /** The references of the leads erased by the retention rule */
  leadsErased: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Leads erased per query, so a first run over years of leads holds no long transaction */
const BATCH = 50;

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Keeps what the privacy page promises at `now`: client addresses older than
 * CLIENT_ADDRESS_DAYS erased, and with LEAD_RETENTION_DAYS each older lead erased with
 * everything attached. Every step only finds what is still there, so instances sweeping
 * at once each erase a lead at most once between them (see eraseOneLead).
 */
export async function sweepPersonalData(
  db: Db,
  settings: RetentionSettings,
  now: Date,
): Promise<SweepResult> {
  const at = now.toISOString();
  const addressesErased = await eraseClientAddressesBefore(
    db,
    daysBefore(now, settings.clientAddressDays),
  );
  const leadsErased: string[] = [];
  if (settings.leadRetentionDays === null) return { addressesErased, leadsErased };
  const cutoff = daysBefore(now, settings.leadRetentionDays);
  for (;;) {
    let busy = 0;
    const expired = await leadsCreatedBefore(db, cutoff, BATCH);
    for (const lead of expired) {
      const erasing = { lead, reason: "retention" as const, actor: null, now: at };
      const outcome = await eraseOneLead(db, {
        ...erasing,
        webhookUrls: settings.webhookUrls,
        inspections: settings.inspections,
        eraseMailCopies: settings.eraseMailCopies,
      });
      if (outcome === "erased") leadsErased.push(lead.reference);
      // A lead being sent is left for the next sweep; it stays among the oldest found.
      if (outcome === "busy") busy++;
    }
    if (expired.length < BATCH || busy === expired.length) return { addressesErased, leadsErased };
  }
}
