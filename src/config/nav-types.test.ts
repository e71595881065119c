import { describe, expect, it } from "vitest";
import { isActive } from "./nav-types";

describe("isActive", () => {
  it("matches a section and every page under it", () => {
    const residential = { activePrefix: "/residential" };
    expect(isActive(residential, "/residential")).toBe(true);
    expect(isActive(residential, "/residential/siding")).toBe(true);
    expect(isActive(residential, "/residential-tips")).toBe(false);
  });

  it("marks Home active on the home page only", () => {
    expect(isActive({ activePrefix: "/" }, "/")).toBe(true);
    expect(isActive({ activePrefix: "/" }, "/about")).toBe(false);
  });

  it("ignores a trailing slash", () => {
    expect(isActive({ activePrefix: "/about" }, "/about/")).toBe(true);
  });
});
