import { strToU8, zipSync, type Zippable } from "fflate";
import { z } from "astro/zod";
import { deliveriesForLead } from "../deliveries/delivery-repo.ts";
import { leadsOfContact, photoFilesOfLead } from "./lead-contact-repo.ts";
import { findLeadEvents } from "../inbox/lead-event-repo.ts";
import type { StoredLead } from "../leads/lead-repo.ts";
import { messagesForLead } from "../mail/outbox-repo.ts";
import type { Db } from "../tables.ts";

export type Contact = { email: string } | { digits: string };

/**
 * What staff typed to find a client: an email address, or a US phone number in any
 * punctuation ("(502) 555-0199", "+1 502.555.0199"). Undefined when it is neither.
 */
export function contactOf(typed: string): Contact | undefined {
  const text = typed.trim();
  if (text.includes("@")) return z.email().safeParse(text).success ? { email: text } : undefined;
  if (/[^\d\s().+-]/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return digits.length === 10 ? { digits } : undefined;
}

export interface ClientCopy {
  /** e.g. "data-copy-2026-11-24.zip" */
  fileName: string;
  /** The ZIP's bytes, as a Response body takes them */
  zip: Uint8Array<ArrayBuffer>;
  leadCount: number;
}

/** One lead as the copy tells it: every field, the consent, history, emails, deliveries, photos. */
async function leadEntry(db: Db, lead: StoredLead, files: Zippable) {
  const [history, emails, deliveries, photos] = await Promise.all([
    findLeadEvents(db, lead.id),
    messagesForLead(db, lead.id),
    deliveriesForLead(db, lead.id),
    photoFilesOfLead(db, lead.id),
  ]);
  const photoFiles = photos.map((photo, index) => {
    const path = `photos/${lead.reference}/${index + 1}-${photo.publicId}.jpg`;
    files[path] = [photo.data, { level: 0 }];
    return { file: path, fileName: photo.fileName };
  });
  return {
    ...lead,
    consent: { text: lead.consentText, givenAt: lead.createdAt },
    history,
    emails: emails.map(({ kind, recipients, subject, text, state, sentAt, createdAt }) => ({
      kind,
      recipients,
      subject,
      text,
      state,
      sentAt,
      createdAt,
    })),
    deliveries: deliveries.map(({ eventType, endpoint, body, state, sentAt, createdAt }) => ({
      eventType,
      endpoint,
      body: JSON.parse(body) as unknown,
      state,
      sentAt,
      createdAt,
    })),
    photos: photoFiles,
  };
}

/**
 * Everything held about a client, found by email or phone: a ZIP with `data.json` (each
 * lead with its consent, history, emails and deliveries) and the photos as JPEG files.
 */
export async function clientCopy(db: Db, contact: Contact, now: Date): Promise<ClientCopy> {
  const leads = await leadsOfContact(db, contact);
  const files: Zippable = {};
  const entries = [];
  for (const lead of leads) entries.push(await leadEntry(db, lead, files));
  const data = { contact, madeAt: now.toISOString(), leads: entries };
  files["data.json"] = strToU8(JSON.stringify(data, null, 2));
  return {
    fileName: `data-copy-${now.toISOString().slice(0, 10)}.zip`,
    zip: new Uint8Array(zipSync(files, { mtime: now })),
    leadCount: leads.length,
  };
}
