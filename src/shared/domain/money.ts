// Money is whole Colombian pesos everywhere (CONTRACT.md, data rules).
const copFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
});

export function formatCop(pesos: number): string {
  return copFormatter.format(pesos);
}

const compactFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Pesos in few characters for a chart's axis ('$ 1,5 M', '$ 800 mil'); texts use formatCop. */
export function formatCopShort(pesos: number): string {
  return compactFormatter.format(pesos);
}

/**
 * A peso amount as people type it in Colombia: '15000', '15.000', '$ 15.000' or '15.000,00'.
 * Answers whole pesos, or null for anything else (letters, cents, a misplaced separator).
 */
export function parsePesos(input: string): number | null {
  const text = input.replace(/\$|COP|\s/gi, '').replace(/,0+$/, '');
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) return Number(text.replace(/\./g, ''));
  if (/^\d+$/.test(text)) return Number(text);
  return null;
}

/** A revendedor pays the service price less 20 % (spec section 9), rounded to whole pesos. */
export const RESELLER_SHARE = 0.8;

export function resellerPrice(servicePrice: number): number {
  return Math.round(servicePrice * RESELLER_SHARE);
}
