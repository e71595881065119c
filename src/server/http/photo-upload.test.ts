// @vitest-environment node
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { processPhoto } from "../photos/process-photo.ts";
import { hasExif, testJpeg } from "../../test-support/test-photos.ts";
import { uploadLimits, type UploadLimits } from "../photos/limits.ts";
import { receivePhotoUpload, type UploadOutcome } from "./photo-upload.ts";

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** A loopback server that answers every request with the upload's outcome as JSON. */
async function startServer(limits: UploadLimits = uploadLimits) {
  const outcomes: UploadOutcome[] = [];
  server = createServer((request, response) => {
    void receivePhotoUpload(request, processPhoto, limits).then((outcome) => {
      outcomes.push(outcome);
      const status = outcome.kind === "refused" ? outcome.status : 200;
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(
          outcome.kind === "refused"
            ? outcome
            : {
                fields: Object.fromEntries(outcome.fields),
                photos: outcome.photos.map(({ fileName, width, height }) => ({
                  fileName,
                  width,
                  height,
                })),
                problems: outcome.problems,
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
  return { url, outcomes };
}

const file = (bytes: Uint8Array, type = "image/jpeg") =>
  new Blob([new Uint8Array(bytes)], { type });

function quoteForm(files: Array<[string, Blob]>) {
  const form = new FormData();
  form.append("name", "Dana Whitfield");
  for (const [name, blob] of files) form.append("photos", blob, name);
  form.append("message", "Hail last night; water in the attic.");
  return form;
}

describe("receivePhotoUpload", () => {
  it("keeps the text fields and processes every picture, stripped of its EXIF", async () => {
    const { url, outcomes } = await startServer();
    const withGps = await testJpeg({ gps: true, orientation: 6 });
    const plain = await testJpeg({ width: 3000, height: 2000 });
    const response = await fetch(url, {
      method: "POST",
      body: quoteForm([
        ["IMG_2041.jpg", file(withGps)],
        ["IMG_2042.jpg", file(plain)],
      ]),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      fields: { name: "Dana Whitfield", message: "Hail last night; water in the attic." },
      photos: [
        { fileName: "IMG_2041.jpg", width: 900, height: 1200 },
        { fileName: "IMG_2042.jpg", width: 2048, height: 1365 },
      ],
      problems: [],
    });
    const [outcome] = outcomes;
    if (outcome?.kind !== "received") throw new Error("not received");
    for (const photo of outcome.photos) {
      expect(hasExif(photo.data)).toBe(false);
      expect((await sharp(photo.data).metadata()).format).toBe("jpeg");
    }
  });

  it("names a renamed HTML page, an SVG, a 25 MB file and a ninth picture, and keeps the rest", async () => {
    const { url } = await startServer();
    const jpeg = file(await testJpeg({ width: 200, height: 150 }));
    const response = await fetch(url, {
      method: "POST",
      body: quoteForm([
        ["roof.jpg", file(Buffer.from("<!doctype html><h1>hi</h1>"))],
        [
          "vector.svg",
          file(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml"),
        ],
        ["huge.jpg", file(new Uint8Array(25 * 1024 * 1024).fill(0xff))],
        ...Array.from({ length: 6 }, (_, index): [string, Blob] => [`ok-${index + 1}.jpg`, jpeg]),
      ]),
    });
    const body = (await response.json()) as { photos: unknown[]; problems: string[] };
    expect(body.problems).toEqual([
      expect.stringContaining('"roof.jpg" is not a photo we can open'),
      expect.stringContaining('"vector.svg" is not a photo we can open'),
      '"huge.jpg" is over 20 MB. Please choose a smaller picture.',
      '"ok-6.jpg" was not added: you can send up to 8 photos with one request.',
    ]);
    expect(body.photos).toHaveLength(5);
  });

  it("keeps a details text of 5,000 four-byte characters", async () => {
    const { url } = await startServer();
    const form = quoteForm([]);
    form.set("message", "🏠".repeat(5000));
    const response = await fetch(url, { method: "POST", body: form });
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { fields: { message: string } }).fields.message,
    ).toHaveLength(10_000);
  });

  it("ignores an empty file input, as a form with no photo chosen sends it", async () => {
    const { url } = await startServer();
    const response = await fetch(url, {
      method: "POST",
      body: quoteForm([["", file(new Uint8Array(0), "application/octet-stream")]]),
    });
    expect(await response.json()).toMatchObject({ photos: [], problems: [] });
  });

  it("refuses a declared body over the limit unread, with a 413", async () => {
    const { url, outcomes } = await startServer({ ...uploadLimits, maxBodyBytes: 64 * 1024 });
    const response = await fetch(url, {
      method: "POST",
      body: quoteForm([["big.jpg", file(new Uint8Array(200 * 1024))]]),
    });
    expect(response.status).toBe(413);
    expect(outcomes).toHaveLength(1);
  });

  it("cuts off a chunked upload once it passes the limit, and the server stays up", async () => {
    const limits = { ...uploadLimits, maxBodyBytes: 1024 * 1024 };
    const { url } = await startServer(limits);
    const boundary = "----storm";
    const sent = await new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      let bytes = 0;
      const upload = httpRequest(url, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      });
      upload.on("response", (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, bytes });
      });
      upload.on("error", () => resolve({ status: 0, bytes }));
      upload.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="endless.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      // Up to 50 MB, chunked; the server must answer long before that.
      const pump = () => {
        while (bytes < 50 * 1024 * 1024) {
          bytes += chunk.length;
          if (!upload.write(chunk)) return void upload.once("drain", pump);
        }
        upload.end();
      };
      pump();
      setTimeout(() => reject(new Error("no answer")), 10_000).unref();
    });
    expect(sent.status).toBe(413);
    expect(sent.bytes).toBeLessThan(20 * 1024 * 1024);
    // The server still takes the next request.
    const next = await fetch(url, { method: "POST", body: quoteForm([]) });
    expect(next.status).toBe(200);
  });

  it("survives a client that breaks off in the middle of a picture", async () => {
    const { url, outcomes } = await startServer();
    const boundary = "----storm-broken";
    await new Promise<void>((resolve) => {
      const upload = httpRequest(url, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      });
      upload.on("error", () => resolve());
      upload.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="half.jpg"\r\n\r\n`,
      );
      upload.write(Buffer.alloc(512 * 1024, 0xff), () => {
        setTimeout(() => {
          upload.destroy();
          resolve();
        }, 50);
      });
    });
    await expect.poll(() => outcomes.length).toBe(1);
    expect(outcomes[0]).toMatchObject({ kind: "refused", status: 400 });
    // Nothing rejected unobserved, and the next request is served.
    const next = await fetch(url, { method: "POST", body: quoteForm([]) });
    expect(next.status).toBe(200);
  });

  it("refuses a body that is not multipart at all with a 400", async () => {
    const { url } = await startServer();
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "this is not a form",
    });
    expect(response.status).toBe(400);
  });

  it("refuses a malformed part header (a NUL in a file name, a control character, a header too long) with a 400, and stays up", async () => {
    const { url } = await startServer();
    const headers = [
      'Content-Disposition: form-data; name="photos"; filename="a\0.jpg"',
      'Content-Disposition: form-data; name="photos"; filename="a.jpg"\r\nX-Bad: \u0001',
      `Content-Disposition: form-data; name="photos"; filename="${"a".repeat(90_000)}.jpg"`,
    ];
    for (const header of headers) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=XXB" },
        body: `--XXB\r\n${header}\r\nContent-Type: image/jpeg\r\n\r\nabc\r\n--XXB--\r\n`,
      });
      expect(response.status).toBe(400);
    }
    // busboy's second error after the refusal found a listener: the next form is served.
    const next = await fetch(url, { method: "POST", body: quoteForm([]) });
    expect(next.status).toBe(200);
  });
});
