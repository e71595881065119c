/** 14000 → "$14,000": whole dollars, as the estimate quotes them */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}
