import { describe, expect, it } from "vitest";
import { cellOf, cellsOfBox } from "./storm-cells.ts";

describe("the position index's grid", () => {
  it("puts a point in the tenth-of-a-degree square holding it", () => {
    expect(cellOf(38.25, -85.76)).toBe(1282 * 10_000 + 942);
    expect(cellOf(38.2999, -85.7001)).toBe(cellOf(38.25, -85.76));
    expect(cellOf(38.3, -85.76)).toBe(cellOf(38.25, -85.76) + 10_000);
  });

  it("lists every cell a box touches, corners included, and refuses a box too wide", () => {
    const box = { south: 38.15, north: 38.35, west: -85.85, east: -85.65 };
    const cells = cellsOfBox(box, 100)!;
    expect(cells).toHaveLength(9);
    for (const [lat, lon] of [
      [38.15, -85.85],
      [38.35, -85.65],
      [38.35, -85.85],
      [38.15, -85.65],
    ])
      expect(cells).toContain(cellOf(lat!, lon!));
    expect(cellsOfBox({ south: 30, north: 40, west: -90, east: -80 }, 400)).toBeUndefined();
  });
});
