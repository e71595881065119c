/**
 * The level monthly payment that repays `principal` over `termMonths` at `apr` percent a
 * year, by the standard amortisation formula P·r / (1 − (1 + r)^−n), r the monthly rate;
 * at 0% it is the principal split evenly.
 *
 * @example monthlyPayment(10_000, 120, 9.99) → 132.1 (to the cent: 132.10)
 */
export function monthlyPayment(principal: number, termMonths: number, apr: number): number {
  const rate = apr / 100 / 12;
  if (rate === 0) return principal / termMonths;
  return (principal * rate) / (1 - (1 + rate) ** -termMonths);
}
