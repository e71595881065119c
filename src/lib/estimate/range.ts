/** A price, or a monthly payment, from low to high in whole dollars. */
export interface Range {
  low: number;
  high: number;
}
