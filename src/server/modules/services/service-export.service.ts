import { formatDisplayDate } from '#shared/domain/business-time';
import { formatPhone } from '#shared/domain/phone';
import { searchKey } from '#shared/domain/text-search';
import type { AppContext } from '../../app-context';
import { excelCsv } from '../../lib/csv';
import { listServiceProfilesForExport } from './service.repository';
import { getService } from './service.service';

const HEADER = [
  'Cuenta',
  'Contraseña',
  'Observación',
  'Perfil',
  'Estado',
  'PIN',
  'Vencimiento',
  'Cliente',
  'Teléfono',
];

export async function exportServiceCsv(ctx: AppContext, id: number) {
  const service = await getService(ctx, id);
  const rows = await listServiceProfilesForExport(ctx.db, id);
  const body = excelCsv(
    HEADER,
    rows.map((r) => [
      r.username,
      r.password,
      r.observation ?? '',
      r.profile_name ?? '',
      r.status ?? '',
      r.pin ?? '',
      formatDisplayDate(r.expiry_date),
      r.client_name ?? '',
      formatPhone(r.client_phone),
    ]),
  );
  return { filename: `${fileNameOf(service.name)}-cuentas.csv`, body };
}

/** An ASCII file name: accents dropped, anything else odd turned into hyphens. */
function fileNameOf(name: string) {
  return (
    searchKey(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'servicio'
  );
}
