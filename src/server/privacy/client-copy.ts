import { strToU8, zipSync, type Zippable } from "fflate";
import { z } from "astro/zod";
import { deliveriesForLead } from "../deliveries/delivery-repo.ts";
import { emailKey, nationalDigits, phoneKey } from "../../lib/contact-keys.ts";
import { copiedDelivery, copiedEmail, copiedEvent, copiedLead } from "./copy-contents.ts";
import { leadsNearContact, photoFilesOfLead } from "./lead-contact-repo.ts";
import { findLeadEvents } from "../inbox/lead-event-repo.ts";
import type { StoredLead } from "../leads/lead-repo.ts";
import { messagesForLead } from "../mail/outbox-repo.ts";
import { reviewOfLead } from "../reviews/review-repo.ts";
import { consentOfLead } from "../reviews/photo-consent-repo.ts";
import type { Db } from "../tables.ts";

/** A client as their keys name them (lib/contact-keys.ts): the mailbox or the E.164 number. */
export type Contact = { email: string } | { phone: string };

/**
 * What staff typed to find a client: an email address, or a phone number in any
 * punctuation ("(502) 555-0199", "+1 502.555.0199"), as the keys the limit of future
 * inspections and the inbox search read too. Undefined when it is neither.
 */
export function contactOf(typed: string): Contact | undefined {
  const text = typed.trim();
  if (text.includes("@"))
    return z.email().safeParse(text).success ? { email: emailKey(text) } : undefined;
  if (/[^\d\s().+-]/.test(text)) return undefined;
  const phone = phoneKey(text);
  return phone ? { phone } : undefined;
}

/** Every lead of the contact: the candidates the database finds, with the same key. */
async function leadsOfContact(db: Db, contact: Contact): Promise<StoredLead[]> {
  if ("phone" in contact) {
    const digits = nationalDigits(contact.phone) ?? contact.phone.replace(/\D/g, "");
    const near = await leadsNearContact(db, { digits });
    return near.filter((lead) => phoneKey(lead.phone) === contact.phone);
  }
  const domain = contact.email.slice(contact.email.lastIndexOf("@") + 1);
  const near = await leadsNearContact(db, {
    initial: contact.email.slice(0, 1),
    domains: domain === "gmail.com" ? [domain, "googlemail.com"] : [domain],
  });
  return near.filter((lead) => emailKey(lead.email) === contact.email);
}

export interface ClientCopy {
  /** e.g. "data-copy-2026-11-24.zip" */
  fileName: string;
  /** The ZIP's bytes, as a Response body takes them */
  zip: Uint8Array<ArrayBuffer>;
  leadCount: number;
}

/**
 * One lead as the copy tells it: its fields, the consent, history, emails, deliveries,
 * photos, review request and photo permission, each without what is the office's
 * (copy-contents.ts).
 */
async function leadEntry(db: Db, lead: StoredLead, files: Zippable) {
  const [history, emails, deliveries, photos, review, photoConsent] = await Promise.all([
    findLeadEvents(db, lead.id),
    messagesForLead(db, lead.id),
    deliveriesForLead(db, lead.id),
    photoFilesOfLead(db, lead.id),
    reviewOfLead(db, lead.id),
    consentOfLead(db, lead.id),
  ]);
  const photoFiles = photos.map((photo, index) => {
    const path = `photos/${lead.reference}/${index + 1}-${photo.publicId}.jpg`;
    files[path] = [photo.data, { level: 0 }];
    return { file: path, fileName: photo.fileName };
  });
  return {
    ...copiedLead(lead),
    consent: { text: lead.consentText, givenAt: lead.createdAt },
    history: history.map(copiedEvent),
    emails: emails.map((message) => copiedEmail(message, lead.email)),
    deliveries: deliveries.map(copiedDelivery),
    photos: photoFiles,
    // What they did with the review request: their own feedback in their words, and the
    // permission to show the finished roof (null when there is none).
    review: review ?? null,
    photoConsent: photoConsent ?? null,
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
