import type { IncomingMessage } from "node:http";

export type BodyResult =
  { ok: true; body: Buffer } | { ok: false; reason: "too-large" | "aborted" };

/**
 * Reads a request body into memory up to `limit` bytes, whether it came with a
 * Content-Length or chunked without one. It stops reading the moment the limit is
 * passed, so a client streaming megabytes costs at most `limit` bytes of memory.
 *
 * Astro's Node adapter takes a body already read from `request.body`; handing it one
 * this way means neither Astro Actions nor better-auth ever read an unbounded stream.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > limit) return Promise.resolve({ ok: false, reason: "too-large" });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (result: BodyResult) => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onError);
      request.off("aborted", onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        request.pause();
        finish({ ok: false, reason: "too-large" });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, received) });
    const onError = () => finish({ ok: false, reason: "aborted" });
    request.on("data", onData);
    request.once("end", onEnd);
    request.once("error", onError);
    request.once("aborted", onError);
  });
}

/**
 * True for a body that claims to be JSON and is not. Astro Actions and better-auth
 * parse JSON bodies themselves and answer a parse error with a 500; the server refuses
 * such a body with a 400 first.
 *
 * @example isMalformedJson("application/json", Buffer.from("{")) // true
 */
export function isMalformedJson(contentType: string | undefined, body: Buffer): boolean {
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType?.trim() ?? "")) return false;
  try {
    JSON.parse(body.toString("utf8"));
    return false;
  } catch {
    return true;
  }
}
