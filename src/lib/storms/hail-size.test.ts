import { describe, expect, it } from "vitest";
import { hailSizeWords } from "./hail-size";

describe("hailSizeWords", () => {
  it.each([
    [1.75, "golf ball, 1.75 in"],
    [1, "quarter, 1.00 in"],
    [0.88, "nickel, 0.88 in"],
    [2.75, "baseball, 2.75 in"],
    [1.1, "larger than a quarter, 1.10 in"],
    [0.2, "0.20 in"],
  ])("%s in → %s", (inches, words) => expect(hailSizeWords(inches)).toBe(words));
});
