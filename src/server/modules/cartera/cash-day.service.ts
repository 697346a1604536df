import { businessToday } from '#shared/domain/business-time';
import type { CashDay } from '#shared/schemas/payments';
import type { AppContext } from '../../app-context';
import { toIso } from '../../lib/time';
import { abonosOfDay, paidAtSaleOfDay } from './cash-day.repository';

/**
 * GET /api/payments/day: the day's abonos grouped by medio de pago (most money first), each with
 * its references, so a shop can tick them off its Nequi or bank statement; and what that day's
 * sales were paid on the spot. Today (business time zone) when no date is given.
 */
export async function cashDay(ctx: AppContext, date: string | null | undefined): Promise<CashDay> {
  const day = date ?? businessToday(ctx.now(), ctx.config.TZ_APP);
  const [rows, paidAtSale] = await Promise.all([abonosOfDay(ctx.db, day), paidAtSaleOfDay(ctx.db, day)]);
  const methods = new Map<string, CashDay['methods'][number]>();
  for (const row of rows) {
    const key = `${row.method_id ?? 0}:${row.method_name ?? ''}`;
    const method = methods.get(key) ?? {
      methodId: row.method_id,
      methodName: row.method_name,
      methodKind: row.method_kind,
      count: 0,
      amount: 0,
      payments: [],
    };
    method.count += 1;
    method.amount += Number(row.amount);
    method.payments.push({
      id: row.id,
      clientName: row.client_name,
      amount: Number(row.amount),
      reference: row.reference,
      createdByName: row.created_by_name,
      createdAt: toIso(row.created_at),
    });
    methods.set(key, method);
  }
  const byMethod = [...methods.values()].sort(
    (a, b) => b.amount - a.amount || (a.methodName ?? '').localeCompare(b.methodName ?? ''),
  );
  const abonos = byMethod.reduce((sum, m) => sum + m.amount, 0);
  return { date: day, total: abonos + paidAtSale.amount, paidAtSale, methods: byMethod };
}
