import type { AuditEvent } from '#shared/schemas/audit';
import { auditUi } from '#shared/messages/audit';
import { changeLine, shorten, type ChangeLine } from './audit-format';

const a = auditUi;

export interface AuditChangesProps {
  event: Pick<AuditEvent, 'entity' | 'action' | 'changes' | 'note'>;
}

/** A change's lines, "Campo: antes → después", then the reason given with it. */
export function AuditChanges({ event }: AuditChangesProps) {
  const lines = event.changes.map((change) => changeLine(event.entity, event.action, change));
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      {lines.length > 0 ? (
        <ul className="flex flex-col gap-0.5" data-testid="audit-changes">
          {lines.map((line, index) => (
            <li key={index} className="break-words">
              <LineText line={line} />
            </li>
          ))}
        </ul>
      ) : (
        !event.note && <span className="text-muted">{a.noChanges}</span>
      )}
      {event.note && (
        <p className="break-words text-muted">
          <span className="font-medium text-foreground">{a.note}:</span> {event.note}
        </p>
      )}
    </div>
  );
}

function LineText({ line }: { line: ChangeLine }) {
  const label = <span className="font-medium">{line.label}:</span>;
  if (line.long) {
    // A template body or a long observation: a short line, and both texts whole on demand.
    return (
      <details className="group">
        <summary className="cursor-pointer list-inside">
          {label}{' '}
          <Values before={line.before && shorten(line.before)} after={line.after && shorten(line.after)} />{' '}
          <span className="text-xs text-primary underline group-open:hidden">{a.showAll}</span>
        </summary>
        <dl className="mt-1 grid gap-1 rounded-lg bg-surface-2 p-2 text-xs">
          {line.before !== null && <FullText term={a.before} text={line.before} />}
          {line.after !== null && <FullText term={a.after} text={line.after} />}
        </dl>
      </details>
    );
  }
  return (
    <>
      {label} <Values before={line.before} after={line.after} />
    </>
  );
}

function Values({ before, after }: { before: string | null; after: string | null }) {
  if (before === null) return <span>{after}</span>;
  if (after === null) return <span>{before}</span>;
  return (
    <>
      <span className="text-muted">{before}</span> {a.arrow} <span>{after}</span>
    </>
  );
}

function FullText({ term, text }: { term: string; text: string }) {
  return (
    <div>
      <dt className="font-medium">{term}</dt>
      <dd className="whitespace-pre-wrap break-words">{text}</dd>
    </div>
  );
}
