import { describe, expect, it } from "vitest";
import { formatProjectMonth, parseProjectPhotoFile, projectSlug } from "./project-view.ts";

const id = "AbCdEfGhIjKlMnOpQrStUv";

describe("project paths", () => {
  it("read a photo's file name as its public id and one of the stored widths", () => {
    expect(parseProjectPhotoFile(`${id}-640.webp`)).toEqual({ publicId: id, width: 640 });
    expect(parseProjectPhotoFile(`${id}-1280.webp`)).toEqual({ publicId: id, width: 1280 });
    for (const file of [
      `${id}-0640.webp`,
      `${id}-999.webp`,
      `${id}-640.WEBP`,
      `${id}x-640.webp`,
      "../x-640.webp",
    ])
      expect(parseProjectPhotoFile(file), file).toBeUndefined();
  });

  it("make a slug of the title's words and the id", () => {
    expect(projectSlug("New roof in Crescent Hill!", 12)).toBe("new-roof-in-crescent-hill-12");
    expect(projectSlug("Café façade — siding", 3)).toBe("cafe-facade-siding-3");
    expect(projectSlug("¡¡!!", 4)).toBe("project-4");
  });

  it("write the month in words", () => {
    expect(formatProjectMonth("2026-10")).toBe("October 2026");
  });
});
