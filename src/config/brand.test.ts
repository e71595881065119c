// @vitest-environment node
import { readFileSync } from "node:fs";
import { brandColors } from "./brand";

const css = readFileSync(new URL("../styles/global.css", import.meta.url), "utf8");
const token = (name: string) =>
  css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i"))?.[1];

describe("brand colours", () => {
  it("match the CSS tokens they stand for, so a rebrand cannot leave them behind", () => {
    expect(brandColors.theme).toBe(token("brand-900"));
    expect(brandColors.deep).toBe(token("brand-950"));
    expect(brandColors.accent).toBe(token("accent-600"));
    expect(brandColors.light).toBe(token("brand-100"));
  });
});
