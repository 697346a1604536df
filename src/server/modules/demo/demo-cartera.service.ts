import { daysBetween } from '#shared/domain/business-time';
import { dueDateOf } from '#shared/domain/cartera';
import { addDays } from '#shared/domain/expiry';
import type { TxContext } from '../../app-context';
import { nowIso } from '../../lib/time';
import { lockClients, settleAll } from '../cartera/client-balance.service';
import type { DemoRandom } from './demo-random.data';
import type { DemoStaffMember } from './demo-staff.service';

// The demo shop's money (issue 24, item 7): medios de pago, revendedores on credit (about 60 % of
// their sales fiadas, most paid within two weeks, a few stopping months ago and now long overdue)
// and a year of abonos. The sales are the year of movements already loaded; the abonos pay them
// through the ledger's own settle step, so every kept balance is what the app would have kept.

const METHODS = [
  { kind: 'nequi', name: 'Nequi', number: '300 555 0101', holder: 'Streaming Claro SAS' },
  { kind: 'daviplata', name: 'Daviplata', number: '311 555 0202', holder: 'Streaming Claro SAS' },
  { kind: 'banco', name: 'Bancolombia ahorros', number: '123-456789-01', holder: 'Streaming Claro SAS' },
  { kind: 'breb', name: 'Bre-B', number: '@streamingclaro', holder: null },
  { kind: 'efectivo', name: 'Efectivo', number: null, holder: null },
] as const;
/** How often each method is used, in METHODS order. */
const METHOD_WEIGHTS = [45, 20, 20, 10, 5];
const FIADO_SHARE = 0.6;
const LATE_PAYERS = 0.12;
const CREDIT_LIMITS = [null, 300_000, 500_000, 1_000_000];
const CREDIT_DAYS = 7;

interface FiadoSale {
  id: number;
  date: string;
  amount: number;
  clientId: number;
}

export async function seedCartera(
  tx: TxContext,
  random: DemoRandom,
  staff: DemoStaffMember[],
  today: string,
) {
  const now = nowIso(tx.now());
  const methodIds: number[] = [];
  for (const [position, method] of METHODS.entries()) {
    const row = await tx.db
      .insertInto('payment_methods')
      .values({ ...method, note: null, active: 1, position, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    methodIds.push(row.id);
  }

  const resellers = await tx.db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('type', '=', 'revendedor')
    .orderBy('id')
    .execute();
  for (const reseller of resellers) {
    const limit = CREDIT_LIMITS[random.int(0, CREDIT_LIMITS.length - 1)] ?? null;
    await tx.db
      .updateTable('clients')
      .set({ payment_terms: 'credito', credit_limit: limit, credit_days: CREDIT_DAYS })
      .where('id', '=', reseller.id)
      .execute();
  }
  // Locked before any sale changes: the settle below then adds every fiada sale to the totals.
  await lockClients(
    tx,
    resellers.map((r) => r.id),
  );

  const sales = await tx.db
    .selectFrom('movements')
    .innerJoin('clients', 'clients.id', 'movements.client_id')
    .select(['movements.id', 'movements.date', 'movements.amount', 'movements.client_id'])
    .where('clients.type', '=', 'revendedor')
    .where('movements.type', 'in', ['venta', 'renovacion'])
    .orderBy('movements.client_id')
    .orderBy('movements.date')
    .orderBy('movements.id')
    .execute();
  const fiado: FiadoSale[] = sales
    .filter(() => random.chance(FIADO_SHARE))
    .map((s) => ({ id: s.id, date: s.date, amount: Number(s.amount), clientId: s.client_id! }));
  await markFiado(tx, fiado);

  const names = new Map(resellers.map((r) => [r.id, r.name]));
  const payments = plannedPayments(random, fiado, today).map((p) => {
    const method = random.weighted(METHOD_WEIGHTS);
    const seller = staff[random.int(0, staff.length - 1)];
    return {
      client_id: p.clientId,
      client_name: names.get(p.clientId) ?? '',
      origin: 'abono' as const,
      amount: p.amount,
      method_id: methodIds[method]!,
      method_name: METHODS[method]!.name,
      method_kind: METHODS[method]!.kind,
      reference: METHODS[method]!.kind === 'efectivo' ? null : random.digits(8),
      date: p.date,
      note: null,
      created_by: seller?.id ?? null,
      created_by_name: seller?.name ?? null,
      created_at: new Date(
        `${p.date}T${String(random.int(8, 19)).padStart(2, '0')}:15:00-05:00`,
      ).toISOString(),
      updated_at: now,
    };
  });
  // In date order, so the abonos are applied in the order they came in (the settle goes by id).
  payments.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (let i = 0; i < payments.length; i += 500)
    await tx.db
      .insertInto('payments')
      .values(payments.slice(i, i + 500))
      .execute();
  await settleAll(tx);
}

/** The chosen sales become fiadas: owed in full, due CREDIT_DAYS after their date. */
async function markFiado(tx: TxContext, sales: FiadoSale[]) {
  const byDue = new Map<string, number[]>();
  for (const sale of sales) {
    const due = dueDateOf(sale.date, CREDIT_DAYS);
    byDue.set(due, [...(byDue.get(due) ?? []), sale.id]);
  }
  for (const [due, ids] of byDue)
    for (let i = 0; i < ids.length; i += 500)
      await tx.db
        .updateTable('movements')
        .set({ payment_status: 'pendiente', due_date: due, paid_amount: 0, paid_at_sale: 0 })
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
}

/**
 * A reseller settles each week's fiadas with one abono, 1 to 14 days after the week's last sale;
 * now and then only half of it. One in eight stopped paying a few months ago. An abono that would
 * fall after today has not come in yet.
 */
function plannedPayments(random: DemoRandom, fiado: FiadoSale[], today: string) {
  const byClient = new Map<number, FiadoSale[]>();
  for (const sale of fiado) byClient.set(sale.clientId, [...(byClient.get(sale.clientId) ?? []), sale]);
  const planned: { clientId: number; date: string; amount: number }[] = [];
  for (const [clientId, sales] of byClient) {
    const stoppedOn = random.chance(LATE_PAYERS) ? addDays(today, -random.int(45, 150)) : null;
    const weeks = new Map<number, FiadoSale[]>();
    for (const sale of sales) {
      const week = Math.floor(daysBetween('2000-01-03', sale.date) / 7);
      weeks.set(week, [...(weeks.get(week) ?? []), sale]);
    }
    for (const week of [...weeks.keys()].sort((a, b) => a - b)) {
      const ofWeek = weeks.get(week)!;
      const date = addDays(ofWeek.at(-1)!.date, random.int(1, 14));
      if (date > today || (stoppedOn !== null && date > stoppedOn)) continue;
      const total = ofWeek.reduce((sum, s) => sum + s.amount, 0);
      const amount = random.chance(0.1) ? Math.max(1000, Math.round(total / 2000) * 1000) : total;
      if (amount > 0) planned.push({ clientId, date, amount });
    }
  }
  return planned;
}
