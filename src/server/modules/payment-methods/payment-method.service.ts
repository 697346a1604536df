import { changesBetween, changesOfCreate, changesOfDelete } from '#shared/domain/audit';
import { carteraMessages } from '#shared/messages/cartera';
import type { PaymentMethod, PaymentMethodInput } from '#shared/schemas/payments';
import type { AppContext, TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit.service';
import type { Actor } from '../../identity/actor';
import { auditFieldsOf, toPaymentMethod } from './payment-method.mapper';
import {
  countPaymentsWithMethod,
  deletePaymentMethod,
  findPaymentMethodRow,
  insertPaymentMethod,
  listPaymentMethodRows,
  maxPaymentMethodPosition,
  setPaymentMethodPosition,
  updatePaymentMethod,
} from './payment-method.repository';

// Medios de pago (issue 24, item 1). A method's `position` is its place in the shop's list: a new
// one goes last unless it names a place; a write that names one moves the method there and
// renumbers the list 0, 1, 2… (a shop has a handful, so the whole list is rewritten). Deleting is
// safe: payments keep the method's name and kind, and the link is set to null by the database.

const m = carteraMessages;

/** Every method in its order (Ajustes, the payment form's picker). */
export async function listPaymentMethods(ctx: AppContext): Promise<PaymentMethod[]> {
  return (await listPaymentMethodRows(ctx.db)).map(toPaymentMethod);
}

/** The active methods in their order: what {medios_pago} renders. */
export async function activePaymentMethods(ctx: AppContext): Promise<PaymentMethod[]> {
  return (await listPaymentMethodRows(ctx.db, { activeOnly: true })).map(toPaymentMethod);
}

/** One method, or 404 (other modules use it to check the method a payment names). */
export async function getPaymentMethod(ctx: AppContext, id: number): Promise<PaymentMethod> {
  const row = await findPaymentMethodRow(ctx.db, id);
  if (!row) throw new AppError(404, m.methodNotFound);
  return toPaymentMethod(row);
}

const columns = (input: PaymentMethodInput) => ({
  kind: input.kind,
  name: input.name,
  holder: input.holder,
  number: input.number,
  note: input.note,
  active: input.active ? 1 : 0,
});

/** Moves the method to `place` (clamped to the list) and renumbers every method 0, 1, 2… */
async function placeAt(tx: TxContext, id: number, place: number) {
  const ids = (await listPaymentMethodRows(tx.db)).map((row) => row.id).filter((other) => other !== id);
  ids.splice(Math.min(place, ids.length), 0, id);
  await renumber(tx, ids);
}

async function renumber(tx: TxContext, ids: number[]) {
  const rows = new Map((await listPaymentMethodRows(tx.db)).map((row) => [row.id, Number(row.position)]));
  for (const [position, id] of ids.entries())
    if (rows.get(id) !== position) await setPaymentMethodPosition(tx.db, id, position);
}

/** The method and its place in the list, counted from 1 (what the audit trail records). */
async function withPlace(tx: TxContext, id: number) {
  const rows = await listPaymentMethodRows(tx.db);
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row) throw new AppError(404, m.methodNotFound);
  return { method: toPaymentMethod(row), place: index + 1 };
}

export async function createPaymentMethod(
  ctx: AppContext,
  actor: Actor | null,
  input: PaymentMethodInput,
): Promise<PaymentMethod> {
  return inTransaction(ctx, async (tx) => {
    const now = nowIso(tx.now());
    const last = await maxPaymentMethodPosition(tx.db);
    const { id } = await insertPaymentMethod(tx.db, {
      ...columns(input),
      position: last === null ? 0 : last + 1,
      created_at: now,
      updated_at: now,
    });
    if (input.position !== undefined) await placeAt(tx, id, input.position);
    const { method, place } = await withPlace(tx, id);
    await recordAudit(tx, actor, {
      entity: 'payment_method',
      entityId: id,
      label: method.name,
      action: 'create',
      changes: changesOfCreate(auditFieldsOf(method, place)),
    });
    return method;
  });
}

export async function editPaymentMethod(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: PaymentMethodInput,
): Promise<PaymentMethod> {
  return inTransaction(ctx, async (tx) => {
    const before = await withPlace(tx, id);
    await updatePaymentMethod(tx.db, id, { ...columns(input), updated_at: nowIso(tx.now()) });
    if (input.position !== undefined) await placeAt(tx, id, input.position);
    const after = await withPlace(tx, id);
    await recordAudit(tx, actor, {
      entity: 'payment_method',
      entityId: id,
      label: after.method.name,
      action: 'update',
      changes: changesBetween(
        auditFieldsOf(before.method, before.place),
        auditFieldsOf(after.method, after.place),
      ),
    });
    return after.method;
  });
}

/**
 * Deletes a method and closes the gap it leaves. Payments recorded with it keep its name and
 * kind; the trail's note says how many there were.
 */
export async function removePaymentMethod(ctx: AppContext, actor: Actor, id: number) {
  await inTransaction(ctx, async (tx) => {
    const { method, place } = await withPlace(tx, id);
    const payments = await countPaymentsWithMethod(tx.db, id);
    await deletePaymentMethod(tx.db, id);
    await renumber(
      tx,
      (await listPaymentMethodRows(tx.db)).map((row) => row.id),
    );
    await recordAudit(tx, actor, {
      entity: 'payment_method',
      entityId: id,
      label: method.name,
      action: 'delete',
      changes: changesOfDelete(auditFieldsOf(method, place)),
      note: payments > 0 ? m.methodDeletedWithPayments(payments) : null,
    });
  });
}
