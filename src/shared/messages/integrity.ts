import type { IntegrityKind } from '../domain/integrity';
import { subSectionsUi } from './shell';

// Revisión de datos (issue 26 item 4, docs/decisions/053). What the API answers (…Messages) beside
// what the screen shows (…Ui).

export const integrityMessages = {
  invalidKind: 'El tipo de problema no es válido.',
  notFixable: 'Este tipo de problema no se corrige desde la revisión.',
  mergeInstead: 'Los clientes con el mismo teléfono se corrigen uniéndolos (Unir clientes).',
  invalidIds: 'Los registros elegidos no son válidos.',
  tooManyIds: (max: number) =>
    `Una corrección puede incluir como máximo ${max.toLocaleString('es-CO')} registros. Divídela en partes más pequeñas.`,
  invalidDryRun: 'dryRun debe ser verdadero o falso.',
  invalidPreview: 'Los cambios de la vista previa no son válidos.',
  auditNote: (fixId: number, what: string) => `Revisión de datos #${fixId}: ${what}`,
  // The proposed fix of each finding, and the change each record gets.
  fixMerge: 'Unir los clientes en el más antiguo.',
  fixDeleteAccounts: (n: number) =>
    n === 1
      ? 'Eliminar la cuenta repetida sin clientes.'
      : `Eliminar las ${n} cuentas repetidas sin clientes.`,
  fixDeleteProfiles: (n: number) =>
    n === 1 ? 'Eliminar el perfil libre que sobra.' : `Eliminar los ${n} perfiles libres que sobran.`,
  fixRelease: 'Liberar el perfil (quitar cliente, PIN, vencimiento y precio).',
  fixExpiryToday: 'Poner como vencimiento la fecha de hoy, para renovarlo o liberarlo.',
  fixClear: 'Quitar el cliente, el PIN y el precio del perfil libre.',
  changeDeleteAccount: 'Se elimina la cuenta repetida (no tiene clientes).',
  changeDeleteProfile: 'Se elimina el perfil libre que sobra.',
  changeRelease: 'Se libera el perfil.',
  changeExpiryToday: (today: string) => `Se pone el vencimiento en ${today}.`,
  changeClear: 'Se quitan el cliente, el PIN y el precio.',
  // Why a finding is one.
  detailDuplicatePhone: (phone: string, n: number) => `${n} clientes con el teléfono ${phone}.`,
  detailDuplicateAccount: (service: string, username: string, n: number) =>
    `${n} cuentas de ${service} con el usuario ${username}.`,
  detailSharedCredentials: (username: string, services: string[]) =>
    `El usuario ${username} tiene la misma contraseña en ${services.join(', ')}.`,
  detailTooManyProfiles: (count: number, max: number) =>
    `Tiene ${count} perfiles y el servicio permite ${max}.`,
  detailNoClient: 'Está ocupado sin cliente.',
  detailNoExpiry: 'Está ocupado sin fecha de vencimiento.',
  detailFreeWithData: (what: string[]) => `Está libre y todavía tiene ${what.join(', ')}.`,
  detailClientNoPhone: (n: number) =>
    n === 1
      ? 'Tiene 1 perfil ocupado y no tiene teléfono.'
      : `Tiene ${n} perfiles ocupados y no tiene teléfono.`,
  detailExpiredPastGrace: (expiry: string) =>
    `Está expirado desde ${expiry}, terminó el periodo de gracia y sigue con el cliente.`,
  fixMoveByHand: 'Todas tienen clientes: pasa los clientes a una sola cuenta desde Cuentas.',
  fixCrowdedByHand: 'No tiene perfiles libres que sobren: libera o elimina perfiles desde Cuentas.',
  fixByHand: 'Agregar el teléfono desde Clientes.',
  infoOnly: 'Solo informativo.',
  freeWhat: { client: 'cliente', pin: 'PIN', price: 'precio' },
} as const;

export const integrityKindLabels: Record<IntegrityKind, string> = {
  duplicate_phone: 'Clientes con el mismo teléfono',
  duplicate_account: 'Cuentas repetidas (mismo servicio y usuario)',
  shared_credentials: 'Mismo usuario y contraseña en dos servicios',
  too_many_profiles: 'Cuentas con más perfiles de los permitidos',
  occupied_incomplete: 'Perfiles ocupados sin cliente o sin vencimiento',
  free_with_data: 'Perfiles libres con cliente, PIN o precio',
  client_without_phone: 'Clientes con perfiles ocupados y sin teléfono',
  expired_past_grace: 'Perfiles expirados con cliente después del periodo de gracia',
};

export const integrityUi = {
  title: subSectionsUi.integrity,
  intro: 'Busca datos inconsistentes en clientes, cuentas y perfiles, y propone cómo corregirlos.',
  loading: 'Revisando los datos…',
  empty: 'No se encontraron problemas',
  loadError: 'No se pudo revisar los datos.',
  retry: 'Intentar de nuevo',
  rescan: 'Volver a revisar',
  showing: (shown: number, total: number) => `Se muestran ${shown} de ${total}.`,
  proposedFix: 'Corrección propuesta',
  preview: 'Vista previa',
  apply: 'Aplicar',
  cancel: 'Cancelar',
  merge: 'Unir clientes',
  openClient: 'Abrir cliente',
  previewTitle: 'Vista previa de la corrección',
  previewNothing: 'Ya no hay nada que cambiar: los registros se corrigieron antes.',
  previewCount: (n: number) => (n === 1 ? 'Se hará 1 cambio:' : `Se harán ${n} cambios:`),
  skipped: (n: number) =>
    n === 1 ? '1 registro ya no tiene el problema.' : `${n} registros ya no tienen el problema.`,
  applied: (id: number, n: number) =>
    n === 1 ? `Corrección #${id} aplicada: 1 cambio.` : `Corrección #${id} aplicada: ${n} cambios.`,
  differed: 'Los registros cambiaron desde la vista previa: se corrigieron los actuales.',
  fixAll: 'Corregir todos',
  reviewData: 'Revisar datos',
  records: 'Registros',
} as const;
