import { formatCop } from './money';

// The estado de cuenta as a WhatsApp message (issue 24): {detalle} is the statement's recent
// lines, one short line each ("05/11 Venta: Netflix +$ 18.000"), and {saldo} its balance.

/** How many of the latest lines {detalle} lists. */
export const STATEMENT_DETAIL_LINES = 8;

interface DetailLine {
  date: string;
  description: string;
  amount: number;
}

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** The latest `max` lines, oldest first; "…" above them when there were more. */
export function statementDetail(lines: readonly DetailLine[], max = STATEMENT_DETAIL_LINES): string {
  const recent = lines.slice(-max).map((line) => {
    const sign = line.amount < 0 ? '-' : '+';
    return `${dayMonth(line.date)} ${line.description} ${sign}${formatCop(Math.abs(line.amount))}`;
  });
  return [...(lines.length > max ? ['…'] : []), ...recent].join('\n');
}
