import { stringify } from 'csv-stringify/sync';
import { formatDisplayDate } from '#shared/domain/business-time';
import { formatPhone } from '#shared/domain/phone';
import { searchKey } from '#shared/domain/text-search';
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
    rows.map((r) =>
      [
        r.username,
        r.password,
        r.observation ?? '',
        r.profile_name ?? '',
        r.status ?? '',
        r.pin ?? '',
        formatDisplayDate(r.expiry_date),
        r.client_name ?? '',
        formatPhone(r.client_phone),
      ].map(inertInSpreadsheet),
    ),
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

/**
 * A cell Excel will not run: text starting with = + - @ (or a tab or carriage return) would be
 * read as a formula, so it gets a leading apostrophe (OWASP's advice for CSV injection).
 */
export const inertInSpreadsheet = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** An ASCII file name: accents dropped, anything else odd turned into hyphens. */
function fileNameOf(name: string) {
  return (
    searchKey(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'servicio'
  );
}
