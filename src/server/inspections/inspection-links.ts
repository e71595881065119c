import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { bookingPagePaths } from "../../lib/public-routes.ts";
import type { DeliverySettings } from "../deliveries/delivery-settings.ts";
import type { InspectionLinks } from "../mail/compose-inspection.ts";
import type { Inspection, InspectionTokenPurpose } from "./inspection-repo.ts";

/*
 * The private links of an inspection, and the two other signed values /book carries. Each
 * token is an HMAC of the server's secret over its purpose, the inspection's UID and the
 * inspection's version (its SEQUENCE): the database keeps only each token's SHA-256, so a
 * copy of it opens nothing, while the server can show the links again on the confirmation
 * page. A token names one purpose of one inspection: one inspection's token finds no other's row,
 * and a reschedule (a new version) replaces the old links.
 */

const sign = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text).digest("base64url");

/** An inspection's link token for one purpose, at one version of the inspection. */
export const inspectionToken = (
  secret: string,
  inspection: { uid: string; sequence: number },
  purpose: InspectionTokenPurpose,
) => sign(secret, `booking\u0000${purpose}\u0000${inspection.uid}\u0000${inspection.sequence}`);

/** What every inspection change needs from the runtime: the links' key, the office, the deliveries. */
export interface InspectionSettings {
  /** The server's secret, for the inspection's link tokens */
  secret: string;
  /** The homeowner page links' key: the homeowner's emails carry the page's link */
  homeownerSecret?: string | undefined;
  siteUrl: string;
  notifyTo: string[];
  deliveries: DeliverySettings;
}

/** The inspection's links, as absolute URLs, at its current version. */
export function linksOf(
  settings: Pick<InspectionSettings, "secret" | "siteUrl">,
  inspection: Inspection,
): InspectionLinks {
  const url = (path: string) => new URL(path, settings.siteUrl).href;
  const token = (purpose: "view" | "reschedule" | "cancel") =>
    inspectionToken(settings.secret, inspection, purpose);
  return {
    view: url(bookingPagePaths.booking(token("view"))),
    reschedule: url(bookingPagePaths.reschedule(token("reschedule"))),
    cancel: url(bookingPagePaths.cancel(token("cancel"))),
  };
}

/** What the database keeps of a token. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A token's hashes for every purpose, to store. */
export const inspectionTokenHashes = (
  secret: string,
  inspection: { uid: string; sequence: number },
) =>
  (["view", "reschedule", "cancel"] as const).map((purpose) => ({
    purpose,
    hash: tokenHash(inspectionToken(secret, inspection, purpose)),
  }));

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The "pick your inspection time" link after a quote request: the lead's reference and a
 * signature, so /book opens for that lead and no other.
 */
export const leadBookingToken = (secret: string, reference: string) =>
  `${reference}.${sign(secret, `lead-booking\u0000${reference}`)}`;

/** The reference a lead-booking token names, or undefined when it is not ours. */
export function referenceOfLeadToken(secret: string, token: string): string | undefined {
  const [reference, signature, extra] = token.split(".");
  if (!reference || !signature || extra !== undefined) return undefined;
  return same(leadBookingToken(secret, reference), token) ? reference : undefined;
}

/**
 * When /book showed its form, signed: the server measures the fill time itself, so the
 * minimum fill time holds without JavaScript too.
 */
export const shownStamp = (secret: string, now: Date) =>
  `${now.getTime()}.${sign(secret, `shown\u0000${now.getTime()}`)}`;

/**
 * How long a stamp proves a showing: a page left open longer (overnight, or a stamp a bot
 * saved once and replays) counts as no stamp, and its form comes back with a new one.
 */
export const SHOWN_STAMP_MAX_AGE_MS = 4 * 3_600_000;

/**
 * Milliseconds from the stamped showing to `now`; undefined for a missing, forged or
 * expired stamp.
 */
export function fillMsOf(secret: string, stamp: string | undefined, now: Date): number | undefined {
  if (!stamp) return undefined;
  const [millis] = stamp.split(".");
  if (
    !millis ||
    !/^\d{1,15}$/.test(millis) ||
    !same(shownStamp(secret, new Date(Number(millis))), stamp)
  )
    return undefined;
  const age = Math.max(0, now.getTime() - Number(millis));
  return age > SHOWN_STAMP_MAX_AGE_MS ? undefined : age;
}
