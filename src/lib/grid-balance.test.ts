import { firstCardSpan, rowsOf, type GridColumns } from "./grid-balance";

/** The span the classes give the first card at a breakpoint's column count. */
function spanAt(classes: string, columns: number): 1 | 2 {
  const small = classes.includes("sm:col-span-2");
  if (columns === 2) return small ? 2 : 1;
  if (classes.includes("lg:col-span-2")) return 2;
  if (classes.includes("lg:col-span-1")) return 1;
  return small ? 2 : 1;
}

describe("firstCardSpan", () => {
  it("widens the first of seven cards, so rows of three read 2+1, 3, 2 and rows of two 1, 2, 2, 2", () => {
    const classes = firstCardSpan(7, 3);
    expect(rowsOf(7, 3, spanAt(classes, 3))).toEqual([2, 3, 2]);
    expect(rowsOf(7, 2, spanAt(classes, 2))).toEqual([1, 2, 2, 2]);
  });

  it("widens the first of seven cards in rows of four, so they read 3 and 4 with no gap", () => {
    expect(rowsOf(7, 4, spanAt(firstCardSpan(7, 4), 4))).toEqual([3, 4]);
  });

  it("widens the first of five cards in rows of three, so they read 2 and 3 with no gap", () => {
    const classes = firstCardSpan(5, 3);
    expect(rowsOf(5, 3, spanAt(classes, 3))).toEqual([2, 3]);
    expect(rowsOf(5, 2, spanAt(classes, 2))).toEqual([1, 2, 2]);
  });

  it("leaves a grid alone when every row is already shared", () => {
    expect(firstCardSpan(6, 3)).toBe("");
    expect(firstCardSpan(4, 4)).toBe("");
    expect(firstCardSpan(2, 2)).toBe("");
  });

  for (const columns of [2, 3, 4] satisfies GridColumns[]) {
    it(`leaves no card alone on the last row, for 2 to 12 cards in ${columns} columns`, () => {
      for (let count = 2; count <= 12; count++) {
        const classes = firstCardSpan(count, columns);
        for (const width of columns === 2 ? [2] : [2, columns]) {
          const rows = rowsOf(count, width, spanAt(classes, width));
          expect(rows.length === 1 || rows.at(-1) !== 1, `${count} cards, ${width} columns`).toBe(
            true,
          );
        }
      }
    });
  }
});
