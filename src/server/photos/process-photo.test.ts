// @vitest-environment node
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { MAX_WAITING, processPhoto } from "./process-photo.ts";
import { sniffPhotoFormat } from "./sniff.ts";
import { hasExif, hasGpsTag, testJpeg, testPng } from "../../test-support/test-photos.ts";

describe("processPhoto", () => {
  it("strips EXIF (GPS, camera) and turns a phone photo upright", async () => {
    // 1200×900 stored sideways with orientation 6: it is a 900×1200 portrait photo.
    const upload = await testJpeg({ width: 1200, height: 900, orientation: 6, gps: true });
    expect(hasExif(upload)).toBe(true);
    expect(hasGpsTag((await sharp(upload).metadata()).exif!)).toBe(true);

    const photo = await processPhoto(upload, "IMG_2041.jpg");

    expect(photo).toMatchObject({ fileName: "IMG_2041.jpg", width: 900, height: 1200 });
    expect(hasExif(photo.data)).toBe(false);
    expect(photo.data.toString("latin1")).not.toContain("iPhone");
    const stored = await sharp(photo.data).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 900, height: 1200 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(hasExif(photo.thumbData)).toBe(false);
    expect(Math.max(photo.thumbWidth, photo.thumbHeight)).toBe(360);
  });

  it("shrinks a large picture to 2048 px on its longest side and never enlarges a small one", async () => {
    const large = await processPhoto(await testJpeg({ width: 4032, height: 3024 }), "big.jpg");
    expect([large.width, large.height]).toEqual([2048, 1536]);
    const small = await processPhoto(await testJpeg({ width: 300, height: 200 }), "small.jpg");
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it("re-encodes a PNG with transparency as a JPEG on white", async () => {
    const photo = await processPhoto(await testPng(), "screenshot.png");
    expect(sniffPhotoFormat(photo.data)).toBe("jpeg");
    const { channels } = await sharp(photo.data).metadata();
    expect(channels).toBe(3);
  });

  it("refuses an HTML page renamed .jpg, an SVG and a PDF, naming the file", async () => {
    await expect(
      processPhoto(Buffer.from("<!doctype html><script>alert(1)</script>"), "roof.jpg"),
    ).rejects.toThrow('"roof.jpg" is not a photo we can open');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expect(processPhoto(svg, "damage.svg")).rejects.toThrow('"damage.svg" is not a photo');
    await expect(processPhoto(Buffer.from("%PDF-1.7\n"), "claim.pdf")).rejects.toMatchObject({
      name: "PhotoRefused",
    });
  });

  it("refuses a picture cut off in the middle, naming the file", async () => {
    const jpeg = await testJpeg({ noise: true, width: 800, height: 600 });
    await expect(processPhoto(jpeg.subarray(0, 600), "cut.jpg")).rejects.toThrow(
      '"cut.jpg" could not be read as a picture',
    );
  });
});

describe("sniffPhotoFormat", () => {
  it("tells HEIC from AVIF by the brands of the ftyp box", () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const brands = [major, "\0\0\0\0", ...compatible].join("");
      const size = 8 + brands.length;
      const box = Buffer.alloc(size);
      box.writeUInt32BE(size, 0);
      box.write(`ftyp${brands}`, 4, "latin1");
      return box;
    };
    expect(sniffPhotoFormat(ftyp("heic", "mif1", "heic"))).toBe("heic");
    expect(sniffPhotoFormat(ftyp("mif1", "mif1", "heic"))).toBe("heic");
    expect(sniffPhotoFormat(ftyp("avif", "mif1", "avif"))).toBe("avif");
    expect(sniffPhotoFormat(ftyp("isom", "mp41"))).toBeNull();
  });
});

// libheif decodes synchronously for seconds: it must never run on the main thread, where
// it would stall every other request. Here it cannot: the HEIC tests pass only off it.
vi.mock("heic-decode", () => ({
  default: () => {
    throw new Error("HEIC decoded on the main thread");
  },
}));
vi.mock("heic-convert", () => ({
  default: () => {
    throw new Error("HEIC decoded on the main thread");
  },
}));

const fixtureHeic = () =>
  readFileSync(new URL("../../test-support/fixtures/roof-320x240.heic", import.meta.url));

describe("processPhoto with iPhone HEIC", () => {
  it("refuses a HEIC whose ispe box declares more than 100 megapixels, before decoding it", async () => {
    // The 422-byte fixture patched to claim 16384 × 16384: decoding it would take 1 GiB.
    const heic = Buffer.from(fixtureHeic());
    const ispe = heic.indexOf("ispe");
    expect(heic.readUInt32BE(ispe + 8)).toBe(320);
    heic.writeUInt32BE(16384, ispe + 8);
    heic.writeUInt32BE(16384, ispe + 12);
    await expect(processPhoto(heic, "IMG_9999.HEIC")).rejects.toMatchObject({
      name: "PhotoRefused",
      message: expect.stringContaining('"IMG_9999.HEIC" has too many pixels'),
    });
  });

  it("converts a HEVC-encoded HEIC (made with libheif's heif-enc) to a stored JPEG", async () => {
    const heic = fixtureHeic();
    expect(sniffPhotoFormat(heic)).toBe("heic");
    const photo = await processPhoto(heic, "IMG_5120.HEIC");
    expect(photo).toMatchObject({ fileName: "IMG_5120.HEIC", width: 320, height: 240 });
    expect(sniffPhotoFormat(photo.data)).toBe("jpeg");
    const { dominant } = await sharp(photo.data).stats();
    // The fixture is brick red (#b5462f); HEVC at low quality shifts it a little.
    expect(Math.abs(dominant.r - 0xb5)).toBeLessThan(24);
    expect(Math.abs(dominant.g - 0x46)).toBeLessThan(24);
  });
});

describe("the decode queue", () => {
  /** Two decoding, MAX_WAITING waiting: the queue is full until they are done. */
  async function fillQueue(signal?: AbortSignal) {
    const jpeg = await testJpeg({ width: 1600, height: 1200, noise: true });
    return Array.from({ length: 2 + MAX_WAITING }, (_, index) =>
      processPhoto(jpeg, `queued-${index}.jpg`, index >= 2 ? signal : undefined),
    );
  }

  it("turns a picture away with a 503 when MAX_WAITING pictures already wait, without decoding it", async () => {
    const small = await testJpeg();
    const queued = await fillQueue();
    const turnedAway = processPhoto(small, "one-too-many.jpg");
    await expect(turnedAway).rejects.toMatchObject({
      name: "UploadStopped",
      status: 503,
      message: expect.stringMatching(/busy .* try again in a minute/),
    });
    expect(await Promise.all(queued)).toHaveLength(2 + MAX_WAITING);
  });

  it("drops the waiting pictures of a client that has gone, and makes room for others", async () => {
    const gone = new AbortController();
    const queued = await fillQueue(gone.signal);
    gone.abort();
    const results = await Promise.allSettled(queued);
    expect(results.slice(0, 2).map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
    for (const result of results.slice(2))
      expect(result).toMatchObject({ status: "rejected", reason: { name: "DecodeAbandoned" } });
  });

  it("room is made at once: after an abort, the next picture queues instead of a 503", async () => {
    const gone = new AbortController();
    const small = await testJpeg();
    const queued = Promise.allSettled(await fillQueue(gone.signal));
    gone.abort();
    const next = processPhoto(small, "next.jpg");
    await expect(next).resolves.toMatchObject({ fileName: "next.jpg" });
    await queued;
  });
});
