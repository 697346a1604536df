import type { Insertable, Updateable } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Db, Tx } from '../../app-context';
import type { PaymentReportsTable } from '../../db/schema';
import type { PaymentReportStatus } from '#shared/schemas/payment-reports';

// payment_reports (docs/decisions/055). The image's bytes are read only by the image route.

const columns = [
  'payment_reports.id',
  'payment_reports.client_id',
  'clients.name as client_name',
  'payment_reports.amount',
  'payment_reports.method_id',
  'payment_reports.method_name',
  'payment_reports.reference',
  'payment_reports.note',
  'payment_reports.renew_profile_ids',
  'payment_reports.image_type',
  'payment_reports.status',
  'payment_reports.reject_reason',
  'payment_reports.payment_id',
  'payment_reports.decided_by_name',
  'payment_reports.decided_at',
  'payment_reports.created_at',
] as const;

const selectReports = (db: Db) =>
  db
    .selectFrom('payment_reports')
    .innerJoin('clients', 'clients.id', 'payment_reports.client_id')
    .select(columns);

export type PaymentReportRow = NonNullable<Awaited<ReturnType<typeof findPaymentReport>>>;

export const findPaymentReport = (db: Db, id: number) =>
  selectReports(db).where('payment_reports.id', '=', id).executeTakeFirst();

export const listPaymentReportRows = (db: Db, status: PaymentReportStatus | undefined, limit: number) => {
  let query = selectReports(db);
  if (status) query = query.where('payment_reports.status', '=', status);
  return query.orderBy('payment_reports.id', 'desc').limit(limit).execute();
};

export const listClientPaymentReportRows = (db: Db, clientId: number, limit: number) =>
  selectReports(db)
    .where('payment_reports.client_id', '=', clientId)
    .orderBy('payment_reports.id', 'desc')
    .limit(limit)
    .execute();

export const findPaymentReportImage = (db: Db, id: number) =>
  db
    .selectFrom('payment_reports')
    .select(['image_type', 'image_data'])
    .where('id', '=', id)
    .executeTakeFirst();

export const insertPaymentReport = (db: Db, row: Insertable<PaymentReportsTable>) =>
  db.insertInto('payment_reports').values(row).returning('id').executeTakeFirstOrThrow();

/**
 * Decides a pending report: the update only matches while it is still pendiente, so of two
 * staff deciding at once exactly one row is updated (the other gets 0 and answers 409).
 */
export async function decidePaymentReport(db: Db, id: number, set: Updateable<PaymentReportsTable>) {
  const result = await db
    .updateTable('payment_reports')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'pendiente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The abono a confirmation recorded. */
export const setPaymentReportPayment = (db: Db, id: number, paymentId: number) =>
  db.updateTable('payment_reports').set({ payment_id: paymentId }).where('id', '=', id).execute();

/** Holds the link's row until the transaction ends (PostgreSQL; SQLite writes one at a time). */
export async function lockPortalLink(tx: Tx, dialect: DialectName, linkId: number) {
  const query = tx.selectFrom('portal_links').select('id').where('id', '=', linkId);
  await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** How many reports came through the link since `since`. */
export async function countLinkReportsSince(db: Db, linkId: number, since: string) {
  const row = await db
    .selectFrom('payment_reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('portal_link_id', '=', linkId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The client's profiles a renewal can take (held by a sale), with what to call them. */
export const renewableProfilesOf = (db: Db, clientId: number) =>
  db
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .leftJoin('services', 'services.id', 'accounts.service_id')
    .select(['profiles.id', 'profiles.name', 'profiles.sale_id', 'services.name as service_name'])
    .where('profiles.client_id', '=', clientId)
    .where('profiles.sale_id', 'is not', null)
    .where('profiles.status', '!=', 'libre')
    .orderBy('profiles.id')
    .execute();

/** Staff allowed Movimientos (admins always are) whose access has not expired. */
export const movimientosUserIds = (db: Db, today: string) =>
  db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.and([
        eb.or([eb('role', '=', 'admin'), eb('can_access_movimientos', '=', 1)]),
        eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>=', today)]),
      ]),
    )
    .orderBy('id')
    .execute();
