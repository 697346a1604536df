import { MASKED, type AuditChange, type AuditEntity, type AuditValue } from '#shared/domain/audit';
import { formatDisplayDate, isIsoDate } from '#shared/domain/business-time';
import { ROLE_LABELS } from '#shared/domain/permissions';
import { formatCop } from '#shared/domain/money';
import { auditMessages, auditUi } from '#shared/messages/audit';
import { carteraUi } from '#shared/messages/cartera';
import { profilesUi } from '#shared/messages/profiles';
import { CLIENT_TYPE_LABELS } from '#shared/schemas/clients';
import { MOVEMENT_TYPE_LABELS } from '#shared/schemas/movements';

// How the audit trail's rows read on screen (Auditoría, an account's and a client's history):
// field names in Spanish, values as the rest of the app shows them.

const a = auditUi;

/** Whole pesos: shown as COP. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['amount', 'price', 'custom_price', 'provider_cost']);

/** Facts of the event itself (the price charged, the days given), not a value that was replaced. */
const EVENT_FACTS: ReadonlySet<string> = new Set(['amount', 'days']);

/** Stored codes shown by their label, where the entity's field is one of a known list. */
const CODE_LABELS: Partial<Record<AuditEntity, Record<string, Record<string, string>>>> = {
  client: { type: CLIENT_TYPE_LABELS },
  movement: { type: MOVEMENT_TYPE_LABELS },
  profile: { status: profilesUi.statusLabels },
  user: { role: ROLE_LABELS },
  payment_method: { kind: carteraUi.methodKinds },
};

/** A text longer than this (a template body) is cut in the line, with a way to read it all. */
export const LONG_TEXT = 80;

/** The field's Spanish name; a field the labels do not know yet shows as written. */
export const fieldLabel = (field: string): string => auditMessages.fields[field] ?? field;

const isEmpty = (value: AuditValue) => value === null || value === '';

/** One value as people read it: money in COP, dates dd/mm/aaaa, Sí/No, codes by label, — for nothing. */
export function formatAuditValue(entity: AuditEntity, field: string, value: AuditValue): string {
  if (isEmpty(value)) return a.none;
  if (typeof value === 'boolean') return value ? a.yes : a.no;
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? formatCop(value) : String(value);
  if (value === MASKED) return value;
  const label = CODE_LABELS[entity]?.[field]?.[value];
  if (label) return label;
  if (isIsoDate(value)) return formatDisplayDate(value);
  return value;
}

export interface ChangeLine {
  label: string;
  /** Null when the line says only the value (a field set on creation, a field a deletion took). */
  before: string | null;
  after: string | null;
  /** A value too long for one line: the full texts are offered separately. */
  long: boolean;
}

const isLong = (text: string | null) => text !== null && (text.length > LONG_TEXT || text.includes('\n'));

/**
 * One change as its line reads: "Campo: antes → después". A creation only says what each field
 * was set to and a deletion what it held (the other side is nothing by definition); a sale's or
 * renewal's amount and days are said alone too.
 */
export function changeLine(entity: AuditEntity, action: string, change: AuditChange): ChangeLine {
  const before = formatAuditValue(entity, change.field, change.before);
  const after = formatAuditValue(entity, change.field, change.after);
  const onlyAfter =
    isEmpty(change.before) && (action === 'create' || action === 'import' || EVENT_FACTS.has(change.field));
  const onlyBefore = isEmpty(change.after) && action === 'delete';
  const line: ChangeLine = {
    label: fieldLabel(change.field),
    before: onlyAfter ? null : before,
    after: onlyBefore ? null : after,
    long: false,
  };
  line.long = isLong(line.before) || isLong(line.after);
  return line;
}

/** A long text cut to its first words for the line; the whole text is behind "Ver completo". */
export const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > LONG_TEXT / 2 ? `${flat.slice(0, LONG_TEXT / 2).trimEnd()}…` : flat;
};

/** "Cuenta #12" style label of the record, with what it was called when there is a name. */
export function recordLabel(event: {
  entity: AuditEntity;
  entityId: number | null;
  entityLabel: string | null;
}) {
  return {
    name: event.entityLabel ?? a.record(auditMessages.entities[event.entity], event.entityId),
    kind: a.record(auditMessages.entities[event.entity], event.entityId),
  };
}

/** Who made the change; the system (a scheduled job) has no user. */
export const actorLabel = (userName: string | null) => userName ?? auditMessages.system;
