import { formatDisplayDateTime } from '#shared/domain/business-time';
import type { AuditEvent } from '#shared/schemas/audit';
import { useBusinessTime } from '@/api/config/get-app-config';
import { AuditChanges } from './audit-changes';
import { actorLabel } from './audit-format';
import { AuditActionBadge, AuditRecord } from './audit-parts';

export interface AuditEventListProps {
  events: readonly AuditEvent[];
  /** Narrows Auditoría to one record's changes; the histories leave it out. */
  onSelectRecord?: (event: AuditEvent) => void;
}

/**
 * Changes as cards, newest first: what changed and how, when and by whom, then one line per
 * field. The account and client histories show this; Auditoría too, on a phone.
 */
export function AuditEventList({ events, onSelectRecord }: AuditEventListProps) {
  const { timeZone } = useBusinessTime();
  return (
    <ol className="flex flex-col divide-y divide-border">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-2 py-3" data-testid="audit-event">
          <div className="flex items-start justify-between gap-3">
            <AuditRecord event={event} onSelect={onSelectRecord && (() => onSelectRecord(event))} />
            <AuditActionBadge action={event.action} />
          </div>
          <p className="text-xs text-muted">
            <time dateTime={event.createdAt} className="tabular-nums">
              {formatDisplayDateTime(event.createdAt, timeZone)}
            </time>
            {' · '}
            {actorLabel(event.userName)}
          </p>
          <AuditChanges event={event} />
        </li>
      ))}
    </ol>
  );
}
