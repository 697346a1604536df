import clsx from 'clsx';
import type { AuditAction } from '#shared/domain/audit';
import { auditMessages, auditUi } from '#shared/messages/audit';
import type { AuditEvent } from '#shared/schemas/audit';
import { recordLabel } from './audit-format';

const tones: Partial<Record<AuditAction, string>> = {
  create: 'bg-success/15 text-success',
  import: 'bg-success/15 text-success',
  delete: 'bg-danger/15 text-danger',
  password_change: 'bg-warning/15 text-warning',
};

/** The kind of change (Creación, Edición, Renovación…) as a small coloured label. */
export function AuditActionBadge({ action }: { action: AuditAction }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[action] ?? 'bg-primary-soft text-primary',
      )}
    >
      {auditMessages.actions[action]}
    </span>
  );
}

export interface AuditRecordProps {
  event: Pick<AuditEvent, 'entity' | 'entityId' | 'entityLabel'>;
  /** Narrows the list to this record's changes (Auditoría); absent, the name is plain text. */
  onSelect?: () => void;
}

/** What changed: its name when it had one, and its type with its id ("Cliente #12"). */
export function AuditRecord({ event, onSelect }: AuditRecordProps) {
  const { name, kind } = recordLabel(event);
  return (
    <span className="flex min-w-0 flex-col">
      {onSelect && event.entityId !== null ? (
        <button
          type="button"
          onClick={onSelect}
          title={auditUi.onlyRecord(name)}
          className="text-left font-medium break-words text-primary hover:underline"
        >
          {name}
        </button>
      ) : (
        <span className="font-medium break-words">{name}</span>
      )}
      {name !== kind && <span className="text-xs text-muted">{kind}</span>}
    </span>
  );
}
