import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import {
  MAX_FIELD_BYTES,
  MAX_FIELDS,
  MAX_PARTS,
  tooLargeMessage,
  uploadLimits,
  type UploadLimits,
} from "../photos/limits.ts";
import {
  cleanFileName,
  isPhotoRefused,
  isUploadStopped,
  refusalMessages,
} from "../photos/photo-refused.ts";
import type { ProcessedPhoto } from "../photos/process-photo.ts";
import { discardRest, readCappedFile } from "./request-body.ts";

/** The photo field's name in the quote form and on the add-photos page. */
export const PHOTO_FIELD = "photos";

/** What the upload route hands on: the text fields, the processed photos, and the refusals. */
export interface ReceivedUpload {
  kind: "received";
  /** The text fields, urlencoded, as the next handler reads a small form */
  fields: URLSearchParams;
  photos: ProcessedPhoto[];
  /** One message per picture that was not taken, naming its file */
  problems: string[];
}

export type UploadOutcome =
  ReceivedUpload | { kind: "refused"; status: 400 | 413 | 429 | 503; message: string };

/** Decodes one picture; `signal` aborts once the client has gone or the upload is refused. */
export type DecodePhoto = (
  bytes: Buffer,
  fileName: string,
  signal: AbortSignal,
) => Promise<ProcessedPhoto>;

export interface UploadOptions {
  /** Set when no picture may be taken (the daily budget is spent): the first one refuses the upload, unread */
  refusePhotos?: { status: 429; message: string };
}

/**
 * Reads a multipart upload as it streams in, never whole: text fields are kept (they are
 * small), each picture is read into memory up to 20 MB and processed before the next one
 * is read, so a request holds at most one picture waiting and one being decoded; the
 * parser's back-pressure pauses the socket meanwhile.
 *
 * Past `maxBodyBytes` (declared or counted, chunked or not) the request is refused with a
 * 413 and reading stops at once. A picture over 20 MB, a ninth picture, or one that is no
 * picture is dropped, its bytes discarded as they arrive, and named in `problems`, so the
 * visitor gets the form back with everything else kept. A decode that stops the whole
 * upload (UploadStopped: the decode queue is full) refuses it with that status.
 *
 * Once the client has gone, or the upload is refused, the signal handed to `processPhoto`
 * aborts, so pictures still waiting for a decode slot are dropped, not decoded for no one.
 */
export function receivePhotoUpload(
  request: IncomingMessage,
  processPhoto: DecodePhoto,
  limits: UploadLimits = uploadLimits,
  options: UploadOptions = {},
): Promise<UploadOutcome> {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > limits.maxBodyBytes) {
    discardRest(request);
    return Promise.resolve({ kind: "refused", status: 413, message: tooLargeMessage(limits) });
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      limits: {
        fileSize: limits.maxPhotoBytes,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_PARTS,
      },
      defParamCharset: "utf8",
    });
  } catch {
    request.resume();
    return Promise.resolve({ kind: "refused", status: 400, message: NOT_A_FORM });
  }

  return new Promise<UploadOutcome>((resolve) => {
    const fields = new URLSearchParams();
    const photos: ProcessedPhoto[] = [];
    const problems: string[] = [];
    let pictures = 0;
    let settled = false;
    let received = 0;
    /** Pictures are read and processed one after another, in the order they came. */
    let queue = Promise.resolve();
    let failure: unknown;
    const gone = new AbortController();
    // The socket closing is the client gone, also after it sent the whole body.
    const onSocketClose = () => gone.abort();
    request.socket?.once("close", onSocketClose);

    const settle = (outcome: UploadOutcome) => {
      if (settled) return;
      settled = true;
      request.off("data", onData);
      request.socket?.off("close", onSocketClose);
      request.unpipe(parser);
      if (outcome.kind === "refused") {
        gone.abort();
        parser.destroy();
        discardRest(request);
      }
      resolve(outcome);
    };
    const refuse = (status: 400 | 413 | 429 | 503, message: string) =>
      settle({ kind: "refused", status, message });

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return refuse(413, tooLargeMessage(limits));
      fields.append(name, value);
    });
    parser.on("file", (name, stream, info) => {
      // A parser destroyed on refusal ends its open file with an error; the refusal says it.
      stream.on("error", () => {});
      // A file input left empty still sends a part, with no name and no bytes.
      if (name !== PHOTO_FIELD || !info.filename) {
        stream.resume();
        return;
      }
      if (options.refusePhotos) {
        stream.resume();
        return refuse(options.refusePhotos.status, options.refusePhotos.message);
      }
      const fileName = cleanFileName(info.filename);
      pictures += 1;
      const position = pictures;
      queue = queue
        .then(async () => {
          // Refused meanwhile (or the client gone): nothing more is read or decoded.
          if (settled || gone.signal.aborted) return void stream.resume();
          if (position > limits.maxPhotos) {
            stream.resume();
            problems.push(refusalMessages.tooMany(fileName, limits.maxPhotos));
            return;
          }
          const { bytes, truncated } = await readCappedFile(stream);
          if (truncated) return void problems.push(refusalMessages.tooLarge(fileName));
          if (gone.signal.aborted) return;
          try {
            photos.push(await processPhoto(bytes, fileName, gone.signal));
          } catch (error) {
            if (isUploadStopped(error)) return refuse(error.status, error.message);
            if (!isPhotoRefused(error)) throw error;
            problems.push(error.message);
          }
        })
        // A client that breaks off mid-picture ends its stream with an error; kept here,
        // so the chain never rejects unobserved (that would end the process).
        .catch((error: unknown) => {
          failure ??= error;
        });
    });
    parser.once("partsLimit", () => refuse(413, tooLargeMessage(limits)));
    parser.once("fieldsLimit", () => refuse(413, tooLargeMessage(limits)));
    // Every error, not the first only: a malformed part header errors, and busboy errors
    // again once the refusal destroys it; one without a listener would end the process.
    parser.on("error", () => refuse(400, NOT_A_FORM));
    parser.once("close", () => {
      void queue.then(() =>
        failure === undefined
          ? settle({ kind: "received", fields, photos, problems })
          : refuse(400, NOT_A_FORM),
      );
    });

    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBodyBytes) return refuse(413, tooLargeMessage(limits));
    };
    request.on("data", onData);
    // An upload the client broke off never completes the form.
    request.once("close", () => {
      if (request.complete) return;
      gone.abort();
      refuse(400, NOT_A_FORM);
    });
    request.pipe(parser);
  });
}

const NOT_A_FORM = "The request body is not a valid form.";
