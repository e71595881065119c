/**
 * Keeping a card grid's last row from holding one card alone (seven services in rows of
 * three leave the seventh by itself), and filling it where one wide card can: the first
 * card spans two columns, which moves every later card on by one (seven in rows of four
 * then read 3 and 4, with no gap at the end).
 */

/** The grid's columns: two from the small breakpoint, and its widest count from large. */
export type GridColumns = 2 | 3 | 4;

/** The cards each row holds at `columns`, the first spanning `firstSpan` columns. */
export function rowsOf(count: number, columns: number, firstSpan: 1 | 2): number[] {
  const rows: number[] = [];
  let used = columns;
  for (let card = 0; card < count; card++) {
    const span = card === 0 ? Math.min(firstSpan, columns) : 1;
    if (used + span > columns) {
      rows.push(0);
      used = 0;
    }
    used += span;
    rows[rows.length - 1] = (rows.at(-1) ?? 0) + 1;
  }
  return rows;
}

const leavesOrphan = (rows: number[]) => rows.length > 1 && rows.at(-1) === 1;

/** Whether the last row's cards take up every column (a one-row grid counts the wide card). */
function fillsLastRow(count: number, columns: number, firstSpan: 1 | 2): boolean {
  const rows = rowsOf(count, columns, firstSpan);
  const widened = rows.length === 1 ? Math.min(firstSpan, columns) - 1 : 0;
  return (rows.at(-1) ?? 0) + widened === columns;
}

/** Widen the first card where that fills a last row left short, or saves a lone card. */
function widens(count: number, columns: number): boolean {
  if (fillsLastRow(count, columns, 1)) return false;
  return fillsLastRow(count, columns, 2) || leavesOrphan(rowsOf(count, columns, 1));
}

/**
 * The classes for a grid's first card: `sm:col-span-2` where widening it fills the last row
 * of two columns or saves a lone card, and the same judgement again at the large
 * breakpoint's column count.
 *
 * @example firstCardSpan(7, 3) // "sm:col-span-2"
 */
export function firstCardSpan(count: number, columns: GridColumns): string {
  const wideAtSmall = widens(count, 2);
  const classes = [wideAtSmall ? "sm:col-span-2" : ""];
  if (columns > 2) {
    const wideAtLarge = widens(count, columns);
    if (wideAtLarge !== wideAtSmall) classes.push(wideAtLarge ? "lg:col-span-2" : "lg:col-span-1");
  }
  return classes.filter(Boolean).join(" ");
}
