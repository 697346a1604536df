import type { ColumnSpec } from '../../lib/spreadsheet-reader';

// The columns each import reads. The first title is the template's; the others are the ways
// shops title the same column in their own sheets (compared without accents or case).

export const CLIENT_COLUMNS = [
  { key: 'name', titles: ['Nombre', 'Cliente', 'Nombre del cliente'], required: true },
  { key: 'phone', titles: ['Teléfono', 'Celular', 'WhatsApp', 'Telefono cliente', 'Número'] },
  { key: 'type', titles: ['Tipo', 'Tipo de cliente'] },
] as const satisfies readonly ColumnSpec[];

export const ACCOUNT_COLUMNS = [
  { key: 'service', titles: ['Servicio', 'Plataforma'], required: true },
  {
    key: 'username',
    titles: ['Cuenta', 'Correo', 'Usuario', 'Email', 'Correo de la cuenta'],
    required: true,
  },
  { key: 'password', titles: ['Contraseña', 'Clave', 'Password'], required: true },
  { key: 'observation', titles: ['Observación', 'Observaciones', 'Notas'] },
  { key: 'providerCost', titles: ['Costo proveedor', 'Costo'] },
  { key: 'providerRenewalDate', titles: ['Renovación proveedor', 'Pago proveedor'] },
  { key: 'profile', titles: ['Perfil', 'Nombre del perfil'] },
  { key: 'status', titles: ['Estado'] },
  { key: 'pin', titles: ['PIN', 'Pin del perfil'] },
  { key: 'client', titles: ['Cliente', 'Nombre del cliente'] },
  { key: 'phone', titles: ['Teléfono', 'Celular', 'WhatsApp'] },
  { key: 'expiry', titles: ['Vencimiento', 'Fecha de vencimiento', 'Vence'] },
  { key: 'price', titles: ['Precio', 'Precio de venta', 'Valor'] },
] as const satisfies readonly ColumnSpec[];

export type ClientColumn = (typeof CLIENT_COLUMNS)[number]['key'];
export type AccountColumn = (typeof ACCOUNT_COLUMNS)[number]['key'];

/** A column's title in messages and templates. */
export const titleOf = (columns: readonly ColumnSpec[], key: string) =>
  columns.find((c) => c.key === key)!.titles[0]!;
