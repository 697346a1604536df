// Money is whole Colombian pesos everywhere (CONTRACT.md, data rules).
const copFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
});

export function formatCop(pesos: number): string {
  return copFormatter.format(pesos);
}
