import { attributionKeys } from "../../../lib/attribution-keys";

/** A fresh key per attempt: retries of one attempt share it, so they make one lead. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/**
 * Adds what the server needs beyond the visible fields: the retry key, how long the
 * visitor took (spam check), and where they came from (UTM parameters, gclid, referrer).
 */
export function withRequestContext(
  data: FormData,
  idempotencyKey: string,
  startedAt: number,
): FormData {
  data.set("idempotencyKey", idempotencyKey);
  data.set("fillMs", String(Math.max(0, Math.round(Date.now() - startedAt))));
  const params = new URLSearchParams(window.location.search);
  for (const key of attributionKeys) {
    const value = key === "referrer" ? document.referrer : params.get(key);
    if (value) data.set(key, value.slice(0, 300));
  }
  return data;
}
