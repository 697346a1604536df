import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { daysOverdue, LONG_OVERDUE_DAYS } from '#shared/domain/cartera';
import { buildPagination } from '#shared/schemas/common';
import type { Receivable, ReceivableList, ReceivableQuery } from '#shared/schemas/payments';
import type { AppContext } from '../../../app-context';
import { inTransaction } from '../../../lib/transaction';
import { searchOf } from '../client.service';
import {
  countReceivables,
  hasStaleOverdue,
  listReceivablePage,
  owedTotals,
  refreshOverdueFlags,
} from './receivable.repository';

type ReceivableRow = Awaited<ReturnType<typeof listReceivablePage>>[number];

const toReceivable = (row: ReceivableRow, today: string): Receivable => ({
  clientId: row.id,
  clientName: row.name,
  phone: row.phone,
  owed: Number(row.owed),
  oldestDueDate: row.oldest_due_date,
  daysOverdue: daysOverdue(row.oldest_due_date, today),
  creditLimit: row.credit_limit === null ? null : Number(row.credit_limit),
  credit: Number(row.credit),
});

/**
 * Brings every debtor's overdue flag to `today`. Balance writes set it, so only the first read of
 * a new business day (or one after the clock was set back) finds flags to turn: two probes of an
 * index otherwise.
 */
export async function refreshOverdue(ctx: AppContext, today: string) {
  if (!(await hasStaleOverdue(ctx.db, today))) return;
  await inTransaction(ctx, (tx) => refreshOverdueFlags(tx.db, tx.dialect, today));
}

/**
 * GET /api/receivables: the clients who owe, overdue first (their oldest due date before today),
 * then the rest; each part by the largest debt, then by name. The totals are the whole cartera's,
 * whatever the search.
 */
export async function listReceivables(ctx: AppContext, query: ReceivableQuery): Promise<ReceivableList> {
  const today = businessToday(ctx.now(), ctx.config.TZ_APP);
  await refreshOverdue(ctx, today);
  const filter = { overdueOnly: query.overdue === true, search: searchOf(ctx, query.search) };
  const { page, limit } = query;
  const [rows, total, totals] = [
    await listReceivablePage(ctx.db, filter, limit, (page - 1) * limit),
    await countReceivables(ctx.db, filter),
    await owedTotals(ctx.db, today, addDays(today, -LONG_OVERDUE_DAYS)),
  ];
  return {
    receivables: rows.map((row) => toReceivable(row, today)),
    totals,
    pagination: buildPagination(page, limit, total),
  };
}
