import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";

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
  if (declared > limit) {
    discardRest(request);
    return Promise.resolve({ ok: false, reason: "too-large" });
  }
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
        finish({ ok: false, reason: "too-large" });
        discardRest(request);
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

/** How long a refused body is still read (and dropped) so the client sees the 413. */
const LINGER_MS = 2000;

/**
 * Reads the rest of a refused body into nothing, for a short while, then closes the
 * connection. Closing at once, while the peer is still sending, makes the kernel answer
 * with a reset, and the client then loses the 413 it was sent (nginx lingers the same
 * way). The answer must therefore not say `Connection: close`, or Node would close
 * straight after it. Memory stays flat: nothing is kept.
 */
export function discardRest(request: IncomingMessage): void {
  // A body that ends in time leaves a healthy keep-alive connection for the next request;
  // the socket's listener goes too, so refusals on one connection do not pile them up.
  const socket = request.socket;
  const cutOff = setTimeout(() => socket.destroy(), LINGER_MS);
  const keep = () => {
    clearTimeout(cutOff);
    socket.off("close", keep);
  };
  request.once("end", keep);
  socket.once("close", keep);
  request.on("data", () => undefined);
  request.resume();
}

/**
 * Why a body cannot be what its Content-Type says, or null when it can. Astro Actions,
 * better-auth and React's form handling each parse the body themselves, and a parse
 * error there is a 500 (or an answer cut off mid-page); the server refuses such a body
 * with a 400 first. The body is at most 64 KB, so parsing it twice costs little.
 *
 * @example await malformedBody("application/json", Buffer.from("{")) // "The request body is not valid JSON."
 */
export async function malformedBody(
  contentType: string | undefined,
  body: Buffer,
): Promise<string | null> {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (/^application\/(?:[\w.+-]+\+)?json$/.test(type)) {
    try {
      JSON.parse(body.toString("utf8"));
      return null;
    } catch {
      return "The request body is not valid JSON.";
    }
  }
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    try {
      await new Response(new Uint8Array(body), {
        headers: { "Content-Type": contentType! },
      }).formData();
      return null;
    } catch {
      return "The request body is not a valid form.";
    }
  }
  return null;
}

/**
 * A multipart file part read whole, unless busboy says it passed its size limit: then
 * the rest is read and dropped, and `truncated` is set.
 */
export async function readCappedFile(
  stream: Readable,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let truncated = false;
  stream.once("limit", () => (truncated = true));
  for await (const chunk of stream) if (!truncated) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), truncated };
}
