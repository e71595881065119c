/*
 * A stored photo served by a route: the file name a page's <img> asks for, and the answer.
 * The staff inbox, the proposal's link and the homeowner's page serve the same JPEGs under
 * different guards; only who may see them differs, so the file name and the response are
 * one model here.
 */

export type PhotoSize = "full" | "thumb";

/** "<id>.jpg" is the photo, "<id>-thumb.jpg" its thumbnail; ids are 22 URL-safe characters. */
const PHOTO_FILE = /^([\w-]{22})(-thumb)?\.jpg$/;

/** The photo a route's file name asks for, or undefined for any other name. */
export function photoFileOf(
  file: string | undefined,
): { publicId: string; size: PhotoSize } | undefined {
  const match = PHOTO_FILE.exec(file ?? "");
  if (!match) return undefined;
  return { publicId: match[1]!, size: match[2] ? "thumb" : "full" };
}

/**
 * The photo's bytes as a JPEG the browser must not sniff as another type, or 404 when there
 * is none (a made-up id and another person's answer alike). `headers` carry the route's
 * caching rules.
 */
export function photoResponse(
  bytes: Uint8Array | null | undefined,
  headers: Readonly<Record<string, string>>,
): Response {
  if (!bytes) {
    return new Response("There is no such photo.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
    });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.length),
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      ...headers,
    },
  });
}
