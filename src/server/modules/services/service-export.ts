import { stringify } from 'csv-stringify/sync';
import { formatDisplayDate } from '#shared/domain/business-time';
import { formatPhone } from '#shared/domain/phone';
import type { AppContext } from '../../app-context';
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

// Excel in es-CO reads ';' as the column separator and needs the BOM to see UTF-8 (ñ, tildes).
export async function exportServiceCsv(ctx: AppContext, id: number) {
  const service = await getService(ctx, id);
  const rows = await listServiceProfilesForExport(ctx.db, id);
  const body = stringify(
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
    {
      bom: true,
      delimiter: ';',
      record_delimiter: '\r\n',
      columns: HEADER,
      header: true,
      quoted_string: false,
    },
  );
  return { filename: `${fileNameOf(service.name)}-cuentas.csv`, body };
}

/** An ASCII file name: accents dropped, anything else odd turned into hyphens. */
function fileNameOf(name: string) {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return ascii || 'servicio';
}
