// The audit trail's rules (docs/decisions/023): which entities and actions it records, how a
// change is written (field, before, after) and which fields never show their value. The server
// builds the rows with these; the screens read them back.

export const AUDIT_ENTITIES = [
  'account',
  'profile',
  'client',
  'service',
  'movement',
  'template',
  'user',
  'payment_method',
  'payment',
  'plan',
  'combo',
  'setting',
  'api_token',
  'portal_link',
  'incident',
  'webhook',
  'send_run',
  'payment_report',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'assignment',
  'renewal',
  'release',
  'compensation',
  'password_change',
  'reset',
  'void',
  'revoke',
  'view',
  'reveal',
  'undo',
  'resend',
  'merge',
  'stop',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditValue = string | number | boolean | null;

/** One changed field. Secret fields read MASKED instead of their value (null stays null). */
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

/** Account passwords, profile PINs and users' passwords: the trail says they changed, never to what. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'pin']);
export const MASKED = '••••••';

const mask = (field: string, value: AuditValue): AuditValue =>
  SECRET_FIELDS.has(field) && value !== null && value !== '' ? MASKED : value;

const isEmpty = (value: AuditValue | undefined) => value === null || value === undefined || value === '';

const same = (a: AuditValue | undefined, b: AuditValue | undefined) => (isEmpty(a) && isEmpty(b)) || a === b;

export type AuditFields = Record<string, AuditValue | undefined>;

/**
 * The fields whose value differs between `before` and `after` (compared unmasked, so a new PIN
 * is a change even though both sides read MASKED), in `after`'s order, then any field only
 * `before` has. Empty text and null are the same "nothing".
 */
export function changesBetween(before: AuditFields, after: AuditFields): AuditChange[] {
  const fields = [...Object.keys(after), ...Object.keys(before).filter((f) => !(f in after))];
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({
      field,
      before: mask(field, before[field] ?? null),
      after: mask(field, after[field] ?? null),
    }));
}

/** A new entity: every field that holds something, from nothing. */
export const changesOfCreate = (values: AuditFields) => changesBetween({}, values);

/** A deleted entity: every field it held, to nothing. */
export const changesOfDelete = (values: AuditFields) => changesBetween(values, {});
