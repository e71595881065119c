import { describe, expect, it } from "vitest";
import { addPhotosPath, addPhotosToken, bookingPagePaths, loggablePath } from "./public-routes";

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

  it.each([
    "/%61dd-photos/Zx3k_P0-aB9q",
    "/add%2Dphotos/Zx3k_P0-aB9q",
    "//add-photos/Zx3k_P0-aB9q",
    "///add-photos//Zx3k_P0-aB9q",
    "/contact/../add-photos/Zx3k_P0-aB9q",
    "/%2E%2E/add-photos/Zx3k_P0-aB9q",
    "/\\add-photos/Zx3k_P0-aB9q",
    "/%5Cadd-photos/Zx3k_P0-aB9q",
  ])("cuts the token from %s, which the router reads as an add-photos path", (path) => {
    expect(loggablePath(path)).toBe("/add-photos/…");
  });

  it("keeps a path with a malformed escape as sent", () => {
    expect(loggablePath("/contact%zz")).toBe("/contact%zz");
  });

  it.each(["/\\/", "/\\", "/%5c/", "/\\\\evil.example"])(
    "logs %s as sent, without throwing (the request fuzz answered nothing to HEAD /\\/)",
    (path) => {
      expect(loggablePath(path)).toBe(path);
    },
  );
});

describe("a booking's links", () => {
  it("are logged without their token, however the path spells it", () => {
    const token = "AOf_55oBPBzKKvZ0BW15r5Zya65Bu1TnHMLvx3gsno4";
    expect(loggablePath(bookingPagePaths.cancel(token))).toBe("/book/cancel/…");
    expect(loggablePath(bookingPagePaths.booking(token))).toBe("/book/booking/…");
    expect(loggablePath(`/%62ook/reschedule/${token}`)).toBe("/book/reschedule/…");
    expect(loggablePath("/book")).toBe("/book");
  });
});
