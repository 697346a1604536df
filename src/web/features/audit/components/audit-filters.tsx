import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AUDIT_ENTITIES, type AuditEntity } from '#shared/domain/audit';
import { auditMessages, auditUi } from '#shared/messages/audit';
import type { AuditFilterValues } from '@/api/audit/get-audit';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const f = auditUi.filters;

const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({
  value: entity,
  label: auditMessages.entities[entity],
}));

/** What the Record ID box accepts: nothing, or a record id (a positive whole number). */
export const isRecordId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

export interface AuditFiltersProps {
  values: AuditFilterValues;
  /** The users an admin can pick (GET /api/users), by id. */
  users: readonly { id: number; label: string }[];
  onChange: (changes: Partial<AuditFilterValues>) => void;
}

/** Tipo, ID del registro (once a type is chosen), Usuario, Desde and Hasta. */
export function AuditFilters({ values, users, onChange }: AuditFiltersProps) {
  const userOptions = users.map((user) => ({ value: String(user.id), label: user.label }));
  // A link may name a user not in the list (yet, or any more): still say which one is filtered.
  if (values.userId && !userOptions.some((option) => option.value === values.userId)) {
    userOptions.push({ value: values.userId, label: f.unknownUser(values.userId) });
  }
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end">
      <Labelled label={f.entity} className="sm:w-40">
        {(id) => (
          <Select
            id={id}
            value={values.entity}
            // Another type makes the id mean another record: start that filter over.
            onChange={(event) => onChange({ entity: event.target.value as AuditEntity | '', entityId: '' })}
          >
            <option value="">{f.allEntities}</option>
            {ENTITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
      <Labelled label={f.entityId} className="sm:w-36">
        {(id) => (
          <RecordIdInput
            id={id}
            value={values.entityId}
            disabled={!values.entity}
            onCommit={(entityId) => onChange({ entityId })}
          />
        )}
      </Labelled>
      <Labelled label={f.user} className="col-span-2 sm:w-52">
        {(id) => (
          <Select
            id={id}
            value={values.userId}
            onChange={(event) => onChange({ userId: event.target.value })}
          >
            <option value="">{f.allUsers}</option>
            {userOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
      <Labelled label={f.from} className="sm:w-40">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={values.from}
            max={values.to || undefined}
            // A start after the end would match nothing: the end gives way.
            onChange={(event) => {
              const from = event.target.value;
              onChange(values.to && from > values.to ? { from, to: '' } : { from });
            }}
          />
        )}
      </Labelled>
      <Labelled label={f.to} className="sm:w-40">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => {
              const to = event.target.value;
              onChange(values.from && to && to < values.from ? { to, from: '' } : { to });
            }}
          />
        )}
      </Labelled>
    </div>
  );
}

/** A filter with its name above it (a label of its own: a select's chosen option stays out of its name). */
function Labelled({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  /** The control, given the id its label points to. */
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The record id, typed freely and applied once typing pauses (one history entry, one request),
 * as the search boxes do. Back/forward or a cleared type set it from the address again.
 */
function RecordIdInput({
  id,
  value,
  disabled,
  onCommit,
}: {
  id: string;
  value: string;
  disabled: boolean;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const typed = text.trim();
  const debounced = useDebouncedValue(typed);
  const ready = debounced === typed && typed !== value && (typed === '' || isRecordId(typed));
  // Once per value typed: the address may take a render to follow.
  const sent = useRef('');
  useEffect(() => {
    const key = `${value}→${typed}`;
    if (!ready || sent.current === key) return;
    sent.current = key;
    onCommit(typed);
  });
  return (
    <Input
      id={id}
      type="text"
      inputMode="numeric"
      value={text}
      disabled={disabled}
      placeholder={disabled ? f.allEntities : undefined}
      title={disabled ? f.entityIdHint : undefined}
      aria-invalid={typed !== '' && !isRecordId(typed) ? true : undefined}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
