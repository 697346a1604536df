import { formatPhone } from '#shared/domain/phone';
import type { Account, AccountExportQuery } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';
import type { AppContext } from '../../../app-context';
import { exportName } from '../../../lib/export-name';
import { pagesOf, type Column, type SheetSpec } from '../../../lib/spreadsheet';
import { clientPhones } from '../../clients/client-lookup.service';
import { todayOf } from '../account-context.service';
import { filterOf } from '../list/account-list.service';
import { toAccount } from '../account.mapper';
import { listAccountPage, type AccountRow } from '../account.repository';
import { profilesOf } from '../profiles/account-profiles.service';

/** One line of the file: a profile with its account (an account without profiles gets one line). */
interface ProfileLine {
  account: Account;
  profile: Profile | null;
  phone: string | null;
}

// The titles the accounts import reads back, so an export is also a ready import file.
const COLUMNS: Column<ProfileLine>[] = [
  { header: 'Servicio', value: (l) => l.account.service.name, width: 18 },
  { header: 'Cuenta', value: (l) => l.account.username, width: 28 },
  { header: 'Contraseña', value: (l) => l.account.password, width: 16 },
  { header: 'Observación', value: (l) => l.account.observation, width: 24 },
  { header: 'Costo proveedor', kind: 'money', value: (l) => l.account.providerCost },
  { header: 'Renovación proveedor', kind: 'date', value: (l) => l.account.providerRenewalDate, width: 20 },
  { header: 'Perfil', value: (l) => l.profile?.name },
  { header: 'Estado', value: (l) => l.profile?.status },
  { header: 'PIN', value: (l) => l.profile?.pin },
  { header: 'Cliente', value: (l) => l.profile?.clientName, width: 24 },
  { header: 'Teléfono', value: (l) => formatPhone(l.phone), width: 18 },
  { header: 'Vencimiento', kind: 'date', value: (l) => l.profile?.expiryDate },
  { header: 'Precio', kind: 'money', value: (l) => l.profile?.customPrice },
];

/**
 * GET /api/accounts/export: the Cuentas list with the screen's filters (search, service, expiry,
 * hidden, supplier due), in its order, one row per profile. Read a page at a time through the
 * list's own queries, so the file streams out whatever the size of the shop.
 */
export async function exportAccounts(
  ctx: AppContext,
  userId: number,
  query: Omit<AccountExportQuery, 'format'>,
): Promise<{ name: string; spec: SheetSpec<ProfileLine> }> {
  const filter = await filterOf(ctx, userId, query);
  const today = todayOf(ctx);
  const lines = async (rows: AccountRow[]) => {
    const profiles = await profilesOf(
      ctx,
      rows.map((r) => r.id),
    );
    const phones = await clientPhones(
      ctx,
      profiles.flatMap((p) => (p.client_id === null ? [] : [p.client_id])),
    );
    return rows.flatMap((row): ProfileLine[] => {
      const account = toAccount(
        row,
        profiles.filter((p) => p.account_id === row.id),
        today,
      );
      if (account.profiles.length === 0) return [{ account, profile: null, phone: null }];
      return account.profiles.map((profile) => ({
        account,
        profile,
        phone: profile.clientId === null ? null : (phones.get(profile.clientId) ?? null),
      }));
    });
  };
  return {
    name: exportName(ctx, 'cuentas'),
    spec: {
      columns: COLUMNS,
      sheetName: 'Cuentas',
      pages: pagesOf((offset, limit) => listAccountPage(ctx.db, filter, limit, offset), {
        limit: 200,
        lines,
      }),
    },
  };
}
