// A combo is sold for one price, but the stats count sales per service (issue 25, item 4): the
// price is split across its services in proportion to their plans' prices, in whole pesos that
// add up exactly to the total, so Movimientos, the Panel and the stats by service stay exact.

/**
 * Splits `total` whole pesos in proportion to `weights` (largest remainder: each share is the
 * floor of its exact part, and the pesos left go one each to the largest fractions, the earlier
 * weight first on a tie). Equal shares when every weight is 0. The shares always sum to `total`.
 */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError('total must be whole pesos ≥ 0');
  if (weights.length === 0) throw new RangeError('at least one weight');
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) throw new RangeError('weights must be ≥ 0');
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => (sum === 0 ? total / weights.length : (total * w) / sum));
  const shares = parts.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byFraction = parts
    .map((part, index) => ({ index, fraction: part - Math.floor(part) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
