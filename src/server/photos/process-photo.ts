import { Worker } from "node:worker_threads";
import sharp, { type Sharp } from "sharp";
import type { HeicJob, HeicResult } from "./heic-worker.ts";
import { MAX_INPUT_PIXELS, MAX_PHOTO_EDGE, THUMBNAIL_EDGE } from "./limits.ts";
import { PhotoRefused, refusalMessages, UploadStopped } from "./photo-refused.ts";
import { sniffPhotoFormat } from "./sniff.ts";

/** A picture as the server keeps it: re-encoded, upright, without any metadata. */
export interface ProcessedPhoto {
  fileName: string;
  width: number;
  height: number;
  /** JPEG, at most MAX_PHOTO_EDGE on its longest side */
  data: Buffer;
  thumbWidth: number;
  thumbHeight: number;
  /** JPEG, at most THUMBNAIL_EDGE on its longest side */
  thumbData: Buffer;
}

/** Bytes a processed photo takes in storage, counted against the daily budgets. */
export const storedBytes = (photo: ProcessedPhoto) => photo.data.length + photo.thumbData.length;

/**
 * Pictures decoded at once in this process. Decoding a phone photo takes about 100 MB
 * and a core; more at once on a small server only queues for the cores and adds memory.
 */
const DECODE_SLOTS = 2;
/**
 * Pictures waiting for a slot. Each holds its upload (up to 20 MB) while it waits, so past
 * this many the upload is turned away with a 503 rather than queued without end.
 */
export const MAX_WAITING = 8;
let busy = 0;
const waiting: Array<{ start: () => void }> = [];

export const BUSY_MESSAGE =
  "We are busy processing other photos right now. Please try again in a minute.";

/** Why queued work for a request whose client has gone is dropped. */
export class DecodeAbandoned extends Error {
  override name = "DecodeAbandoned";
}

async function inDecodeSlot<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) throw new DecodeAbandoned("The client has gone.");
  if (busy >= DECODE_SLOTS) {
    if (waiting.length >= MAX_WAITING) throw new UploadStopped(503, BUSY_MESSAGE);
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
      };
      // A client that goes away leaves the queue at once, and its upload with it.
      const onAbort = () => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(new DecodeAbandoned("The client has gone."));
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      waiting.push(entry);
    });
  }
  busy += 1;
  try {
    return await work();
  } finally {
    busy -= 1;
    waiting.shift()?.start();
  }
}

/** Longest a HEIC may take to decode before its worker is stopped. */
const HEIC_TIMEOUT_MS = 60_000;
const heicWorkerUrl = new URL("./heic-worker.ts", import.meta.url);

/**
 * Decodes an iPhone HEIC to raw RGBA in a worker thread (heic-worker.ts), so libheif's
 * synchronous WebAssembly decoder never blocks the event loop, refusing before decoding
 * a picture that declares more than MAX_INPUT_PIXELS.
 */
function decodeHeic(bytes: Buffer, fileName: string): Promise<Sharp> {
  const copy = new Uint8Array(bytes);
  const job: HeicJob = { bytes: copy, maxPixels: MAX_INPUT_PIXELS };
  return new Promise((resolve, reject) => {
    const worker = new Worker(heicWorkerUrl, {
      workerData: job,
      transferList: [copy.buffer],
      // The pixels and libheif's memory live outside the JavaScript heap; this bounds the rest.
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => void worker.terminate(), HEIC_TIMEOUT_MS);
    let result: HeicResult | undefined;
    worker.once("message", (message: HeicResult) => (result = message));
    worker.once("error", reject);
    worker.once("exit", () => {
      clearTimeout(timer);
      if (!result) return reject(new Error("HEIC worker ended without a picture"));
      if (result.kind === "too-many-pixels")
        return reject(new PhotoRefused(refusalMessages.tooManyPixels(fileName)));
      const { width, height, data } = result;
      resolve(
        sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
          raw: { width, height, channels: 4 },
          limitInputPixels: MAX_INPUT_PIXELS,
        }),
      );
    });
  });
}

/**
 * Decodes an uploaded picture and makes the copy the office keeps: turned upright by its
 * EXIF orientation, converted to sRGB, at most 2048 px, re-encoded as JPEG. Sharp writes
 * no metadata unless asked, so GPS position, camera serial and the rest are gone; the
 * uploaded bytes themselves are never kept. iPhone HEIC is decoded by libheif in a worker
 * thread first, as the image library's own HEIF decoder reads AVIF only.
 *
 * @throws PhotoRefused naming the file when it is no picture, or one that cannot be read
 * @throws UploadStopped (503) when MAX_WAITING pictures already wait for a decode slot
 * @throws DecodeAbandoned when `signal` aborts (the client has gone) before it is decoded
 */
export function processPhoto(
  bytes: Buffer,
  fileName: string,
  signal?: AbortSignal,
): Promise<ProcessedPhoto> {
  const format = sniffPhotoFormat(bytes);
  if (!format) return Promise.reject(new PhotoRefused(refusalMessages.notAPicture(fileName)));
  return inDecodeSlot(async () => {
    try {
      const input =
        format === "heic"
          ? await decodeHeic(bytes, fileName)
          : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
      const full = await input
        .rotate()
        .resize({
          width: MAX_PHOTO_EDGE,
          height: MAX_PHOTO_EDGE,
          fit: "inside",
          withoutEnlargement: true,
        })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const thumb = await sharp(full.data)
        .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: "inside" })
        .jpeg({ quality: 70 })
        .toBuffer({ resolveWithObject: true });
      return {
        fileName,
        width: full.info.width,
        height: full.info.height,
        data: full.data,
        thumbWidth: thumb.info.width,
        thumbHeight: thumb.info.height,
        thumbData: thumb.data,
      };
    } catch (error) {
      if (error instanceof PhotoRefused) throw error;
      // sharp's limitInputPixels: "Input image exceeds pixel limit"
      if (error instanceof Error && error.message.includes("pixel limit"))
        throw new PhotoRefused(refusalMessages.tooManyPixels(fileName));
      throw new PhotoRefused(refusalMessages.unreadable(fileName));
    }
  }, signal);
}
