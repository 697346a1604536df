import { formatCop } from '#shared/domain/money';
import { reportsUi } from '#shared/messages/reports';

/** A rate as a whole percentage ('67 %'), or 'Sin datos' when there is nothing to divide. */
export const formatRate = (rate: number | null) =>
  rate === null ? reportsUi.noRate : `${Math.round(rate * 100)} %`;

export const pesos = (amount: number) => formatCop(amount);
