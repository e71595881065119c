import { describe, expect, it } from "vitest";
import { addPhotosPath, addPhotosToken, loggablePath } from "./public-routes";

describe("the add-photos link", () => {
  it("carries its token, and gives it back from the path", () => {
    expect(addPhotosPath("Zx3k_P0-aB9q")).toBe("/add-photos/Zx3k_P0-aB9q");
    expect(addPhotosToken(addPhotosPath("Zx3k_P0-aB9q"))).toBe("Zx3k_P0-aB9q");
  });

  it.each([
    "/add-photos/",
    "/add-photos/a/b",
    "/add-photos/a.b",
    "/contact",
    `/add-photos/${"a".repeat(101)}`,
  ])("is not %s", (path) => {
    expect(addPhotosToken(path)).toBeUndefined();
  });

  it("is logged without its token", () => {
    expect(loggablePath(addPhotosPath("Zx3k_P0-aB9q"))).toBe("/add-photos/…");
    expect(loggablePath("/contact")).toBe("/contact");
  });
});
