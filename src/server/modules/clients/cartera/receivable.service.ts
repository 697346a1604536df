import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { daysOverdue, LONG_OVERDUE_DAYS } from '#shared/domain/cartera';
import { buildPagination } from '#shared/schemas/common';
import type { Receivable, ReceivableList, ReceivableQuery } from '#shared/schemas/payments';
import type { AppContext } from '../../../app-context';
import { searchOf } from '../client.service';
import {
  countReceivablePart,
  listReceivablePart,
  owedDueBefore,
  totalOwed,
  type ReceivablePart,
} from './receivable.repository';

type ReceivableRow = Awaited<ReturnType<typeof listReceivablePart>>[number];

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
 * GET /api/receivables: the clients who owe, overdue first (their oldest due date before today),
 * then the rest; each part by the largest debt. The page is cut across the two parts, each read
 * with its own limit. The totals are the whole cartera's, whatever the search.
 */
export async function listReceivables(ctx: AppContext, query: ReceivableQuery): Promise<ReceivableList> {
  const today = businessToday(ctx.now(), ctx.config.TZ_APP);
  const search = searchOf(ctx, query.search);
  const overduePart: ReceivablePart = { today, overdue: true, search };
  const restPart: ReceivablePart = { today, overdue: false, search };
  const { page, limit } = query;
  const offset = (page - 1) * limit;

  const overdueCount = await countReceivablePart(ctx.db, overduePart);
  const restCount = query.overdue ? 0 : await countReceivablePart(ctx.db, restPart);
  const rows = offset < overdueCount ? await listReceivablePart(ctx.db, overduePart, limit, offset) : [];
  if (!query.overdue && rows.length < limit && offset + rows.length < overdueCount + restCount) {
    const restOffset = Math.max(0, offset - overdueCount);
    rows.push(...(await listReceivablePart(ctx.db, restPart, limit - rows.length, restOffset)));
  }
  const [owed, overdue, overdue30] = [
    await totalOwed(ctx.db),
    await owedDueBefore(ctx.db, today),
    await owedDueBefore(ctx.db, addDays(today, -LONG_OVERDUE_DAYS)),
  ];
  return {
    receivables: rows.map((row) => toReceivable(row, today)),
    totals: { owed, overdue, overdue30 },
    pagination: buildPagination(page, limit, overdueCount + restCount),
  };
}
