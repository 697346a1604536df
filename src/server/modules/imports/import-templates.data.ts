import type { ImportKind } from '#shared/schemas/spreadsheets';
import { onePage, type Column, type SheetSpec } from '../../lib/spreadsheet';
import { ACCOUNT_COLUMNS, CLIENT_COLUMNS } from './import-columns.data';

// GET /api/import/{kind}/template: the titles the import reads, with example rows that show how
// to write each cell, and (in the .xlsx) a second sheet explaining them.

type Example = Record<string, string | number | null>;

const columnsOf = (
  specs: readonly { key: string; titles: readonly string[] }[],
  kinds: Record<string, Column<Example>['kind']>,
) =>
  specs.map((spec): Column<Example> => ({
    header: spec.titles[0]!,
    kind: kinds[spec.key] ?? 'text',
    value: (row) => row[spec.key],
    width: spec.key === 'username' || spec.key === 'observation' ? 28 : 16,
  }));

const CLIENT_EXAMPLES: Example[] = [
  { name: 'Ana Gómez', phone: '300 123 4567', type: 'cliente' },
  { name: 'Tienda La Esquina', phone: '+57 601 234 5678', type: 'revendedor' },
];

const ACCOUNT_EXAMPLES: Example[] = [
  {
    service: 'Netflix',
    username: 'cuenta1@correo.com',
    password: 'clave123',
    observation: 'Pantallas 4K',
    providerCost: 38000,
    providerRenewalDate: '2026-12-20',
    profile: 'Perfil 1',
    status: 'ocupado',
    pin: '1234',
    client: 'Ana Gómez',
    phone: '300 123 4567',
    expiry: '2026-12-05',
    price: 15000,
  },
  {
    service: 'Netflix',
    username: 'cuenta1@correo.com',
    password: 'clave123',
    profile: 'Perfil 2',
    status: 'libre',
  },
];

const NOTES: Record<ImportKind, readonly string[]> = {
  clients: [
    'Una fila por cliente. Solo el Nombre es obligatorio.',
    'Teléfono: celular o fijo colombiano (300 123 4567, 601 234 5678) o con indicativo de otro país (+1 202 555 0143).',
    'Tipo: cliente o revendedor (vacío = cliente).',
    'Un cliente cuyo teléfono ya existe (o, sin teléfono, cuyo nombre ya existe) se marca como repetido.',
    'Borra las filas de ejemplo antes de importar.',
  ],
  accounts: [
    'Una fila por perfil: repite Servicio, Cuenta y Contraseña en cada perfil de la misma cuenta.',
    'Servicio: el nombre exacto de un servicio ya creado (sin importar mayúsculas ni tildes).',
    'Estado: libre, ocupado o expirado. Vacío: ocupado si hay cliente, libre si no.',
    'Los perfiles que falten hasta el máximo del servicio se crean libres.',
    'Cliente y Teléfono: se busca el cliente por teléfono (o por nombre); si no existe, se crea.',
    'Fechas: dd/mm/aaaa (5/1/2026 es el 5 de enero) o aaaa-mm-dd. Precios en pesos: 15000 o $ 15.000.',
    'PIN: de 4 a 6 dígitos. Una fila solo con los datos de la cuenta crea la cuenta con todos sus perfiles libres.',
    'Borra las filas de ejemplo antes de importar.',
  ],
};

export function importTemplate(kind: ImportKind): SheetSpec<Example> {
  const columns =
    kind === 'clients'
      ? columnsOf(CLIENT_COLUMNS, {})
      : columnsOf(ACCOUNT_COLUMNS, {
          providerCost: 'money',
          price: 'money',
          providerRenewalDate: 'date',
          expiry: 'date',
        });
  return {
    columns,
    pages: onePage(kind === 'clients' ? CLIENT_EXAMPLES : ACCOUNT_EXAMPLES),
    sheetName: kind === 'clients' ? 'Clientes' : 'Cuentas',
    notes: { sheetName: 'Instrucciones', lines: NOTES[kind] },
  };
}

export const templateName = (kind: ImportKind) =>
  kind === 'clients' ? 'plantilla-clientes' : 'plantilla-cuentas';
