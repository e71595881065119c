/*
 * Decodes one iPhone HEIC in a worker thread (process-photo.ts starts it): libheif's
 * WebAssembly decoder runs synchronously, a 12 MP picture for seconds, which on the main
 * thread would stall every other request. The declared size is checked before anything
 * is decoded, so a small file that claims 16384 × 16384 pixels allocates nothing.
 *
 * Plain Node loads this file as it is (type stripping), from src: erasable syntax only.
 */
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

export interface HeicJob {
  bytes: Uint8Array;
  maxPixels: number;
}

export type HeicResult =
  | { kind: "decoded"; width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> }
  | { kind: "too-many-pixels" };

const { bytes, maxPixels } = workerData as HeicJob;
const images = await decode.all({ buffer: bytes });
try {
  const primary = images[0];
  if (!primary) throw new Error("no image in the HEIC");
  let result: HeicResult;
  if (primary.width * primary.height > maxPixels) result = { kind: "too-many-pixels" };
  else {
    const { width, height, data } = await primary.decode();
    result = { kind: "decoded", width, height, data };
  }
  parentPort!.postMessage(result, result.kind === "decoded" ? [result.data.buffer] : []);
} finally {
  images.dispose();
}
