/**
 * Series colours: the Okabe–Ito set, told apart with every common colour vision
 * deficiency, darkened where needed to keep 3:1 against white. The table beside each
 * chart carries the same numbers, so colour is never the only way to read them.
 */
export const SERIES_COLOURS = [
  "#0072b2",
  "#c76b00",
  "#00805f",
  "#b1447f",
  "#6a3d9a",
  "#c2410c",
  "#6b6b00",
  "#16202b",
];

export const AXIS_COLOUR = "#16202b";
export const GRID_COLOUR = "#d6dbe1";

export const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;
