/** An answer refused for its size: more than the caller will hold in memory. */
export class AnswerTooLarge extends Error {
  override name = "AnswerTooLarge";
}

/**
 * A response's body as text, read chunk by chunk and abandoned as soon as it passes
 * `maxBytes` (a stated Content-Length over it is refused before reading): an answer of
 * any size would otherwise be held whole in memory and parsed. The fetch's own signal
 * still bounds the time the reading takes.
 */
export async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const stated = Number(response.headers.get("content-length") ?? 0);
  if (stated > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLarge(`stated ${stated} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new AnswerTooLarge(`over ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
