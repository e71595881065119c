import { createHash } from "node:crypto";
import { attributionKeys, type QuoteRequest } from "../../lib/quote-schema.ts";

/** The visitor's attribution (utm_*, referrer, gclid) that came with the request. */
export function attributionOf(request: QuoteRequest): Record<string, string> {
  const entries = attributionKeys
    .map((key) => [key, request[key]] as const)
    .filter(([, value]) => value);
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The request's content, normalised: the same person sending the same thing twice. */
export function fingerprintOf(request: QuoteRequest): string {
  const parts = [
    request.email.toLowerCase(),
    request.phone.replace(/\D/g, ""),
    request.name.toLowerCase(),
    request.serviceType,
    request.address ?? "",
    request.message ?? "",
  ];
  return createHash("sha256").update(parts.join("\u0000")).digest("hex");
}
