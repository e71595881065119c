import { formatDollars } from "../../../lib/format-dollars";

/**
 * What a version comes to, in a line: the signed total once signed, else its options' range.
 *
 * @example pricesLine({ acceptedTotal: null, optionTotals: [19_500, 16_500] }) // "$16,500 to $19,500"
 */
export function pricesLine(version: {
  acceptedTotal: number | null;
  optionTotals: readonly number[];
}) {
  if (version.acceptedTotal !== null) return `Signed for ${formatDollars(version.acceptedTotal)}`;
  if (version.optionTotals.length === 0) return "";
  const low = Math.min(...version.optionTotals);
  const high = Math.max(...version.optionTotals);
  return low === high ? formatDollars(low) : `${formatDollars(low)} to ${formatDollars(high)}`;
}
