/*
 * The grid the position index is keyed on: squares of a tenth of a degree (about 7 miles
 * north to south, 5.4 east to west at Louisville). A box of any size is the list of cells it
 * touches; with (cell, occurred_at) indexed, each cell is one seek to the start of the time
 * window. Written here because it is two lines of arithmetic; a geohash library would do the
 * same with strings.
 */
const CELLS_PER_DEGREE = 10;

/** The cell holding a point. */
export function cellOf(latitude: number, longitude: number): number {
  const row = Math.floor((latitude + 90) * CELLS_PER_DEGREE);
  const column = Math.floor((longitude + 180) * CELLS_PER_DEGREE);
  return row * 10_000 + column;
}

/** Every cell a box touches; undefined past `most` cells (a box that wide is read another way). */
export function cellsOfBox(
  box: { south: number; north: number; west: number; east: number },
  most: number,
): number[] | undefined {
  const south = cellOf(box.south, box.west);
  const north = cellOf(box.north, box.west);
  const columns = cellOf(box.south, box.east) - south;
  if (((north - south) / 10_000 + 1) * (columns + 1) > most) return undefined;
  const cells: number[] = [];
  for (let row = south; row <= north; row += 10_000)
    for (let column = 0; column <= columns; column++) cells.push(row + column);
  return cells;
}
