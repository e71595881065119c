import { describe, expect, it } from "vitest";
import { photoFileOf, photoResponse } from "./photo-file";

const ID = "AbCdEfGhIjKlMnOpQrStU-";

describe("photoFileOf", () => {
  it("reads a photo and its thumbnail", () => {
    expect(photoFileOf(`${ID}.jpg`)).toEqual({ publicId: ID, size: "full" });
    expect(photoFileOf(`${ID}-thumb.jpg`)).toEqual({ publicId: ID, size: "thumb" });
  });

  it.each([
    undefined,
    "",
    `${ID}.png`,
    `${ID}-thumb.jpeg`,
    `${ID}x.jpg`,
    `../${ID}.jpg`,
    `${ID}.jpg/`,
    `${ID.slice(1)}.jpg`,
  ])("refuses %j", (file) => {
    expect(photoFileOf(file)).toBeUndefined();
  });
});

describe("photoResponse", () => {
  it("serves the bytes as a JPEG not to be sniffed, with the route's headers", async () => {
    const response = photoResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
      "Cache-Control": "no-store",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("content-length")).toBe("3");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff]),
    );
  });

  it("answers 404 in plain text, with the route's headers, when there is no photo", async () => {
    const response = photoResponse(undefined, { "Cache-Control": "no-store" });
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("There is no such photo.\n");
  });
});
