import { useState } from 'react';
import { formatDisplayDate, formatDisplayDateTime } from '#shared/domain/business-time';
import { incidentsUi as t } from '#shared/messages/incidents';
import type { Incident, IncidentUndone } from '#shared/schemas/incidents';
import { useIncidents } from '@/api/incidents/get-incidents';
import { useUndoIncident } from '@/api/incidents/undo-incident';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

export interface IncidentsDialogProps {
  open: boolean;
  onClose: () => void;
  timeZone?: string;
}

const scopeText = (incident: Incident) =>
  incident.scope.kind === 'service'
    ? t.scopeLabel.service(incident.scope.serviceName ?? '')
    : incident.scope.kind === 'provider_date'
      ? t.scopeLabel.provider_date(formatDisplayDate(incident.scope.providerRenewalDate))
      : t.scopeLabel.accounts(incident.accountsCount);

/** Incidentes: the past ones, newest first, each undoable within 48 hours. */
export function IncidentsDialog({ open, onClose, timeZone }: IncidentsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.listTitle}
      description={t.listDescription}
      wide
    >
      {open && <IncidentsList timeZone={timeZone} />}
    </Dialog>
  );
}

function IncidentsList({ timeZone }: { timeZone?: string }) {
  const [page, setPage] = useState(1);
  const incidents = useIncidents(page);
  const undo = useUndoIncident();
  const [confirming, setConfirming] = useState<Incident | null>(null);
  const [result, setResult] = useState<IncidentUndone | null>(null);

  if (incidents.isPending) return <Spinner className="p-4" />;
  if (incidents.isError)
    return (
      <Alert tone="error">
        {t.loadFailed}{' '}
        <Button size="sm" variant="secondary" onClick={() => void incidents.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  const { incidents: rows, pagination } = incidents.data;

  if (confirming)
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">{t.undoConfirm(confirming.profilesCount, confirming.days)}</p>
        <p className="text-sm font-semibold break-words">{confirming.reason}</p>
        {undo.isError && <Alert tone="error">{errorMessage(undo.error, t.undoFailed)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={undo.isPending}>
            {t.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(confirming.id, {
                onSuccess: (answer) => {
                  setResult(answer);
                  setConfirming(null);
                },
              })
            }
          >
            {t.undo}
          </Button>
        </div>
      </div>
    );

  return (
    <div className="flex flex-col gap-3">
      {result && <Alert tone="success">{t.undoDone(result.undone, result.leftAlone.length)}</Alert>}
      {result && result.leftAlone.length > 0 && (
        <details className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">{t.leftAlone}</summary>
          <ul className="mt-1 list-disc pl-5">
            {result.leftAlone.map((p) => (
              <li key={p.profileId}>
                {[p.serviceName, p.profileName, p.clientName].filter(Boolean).join(' · ') ||
                  `#${p.profileId}`}
              </li>
            ))}
          </ul>
        </details>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
          data-testid="incidents"
        >
          {rows.map((incident) => (
            <li key={incident.id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{incident.reason}</p>
                <p className="text-muted">
                  {scopeText(incident)} · +{incident.days} {t.columns.days.toLowerCase()} ·{' '}
                  {incident.profilesCount} {t.columns.profiles.toLowerCase()}
                </p>
                <p className="text-xs text-muted">
                  {formatDisplayDateTime(incident.createdAt, timeZone)} · {incident.createdByName ?? ''}
                </p>
                {incident.undoneAt && (
                  <p className="text-xs font-medium text-warning">{t.undone(incident.undoneByName ?? '')}</p>
                )}
              </div>
              {incident.canUndo ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t.undoAction(incident.id)}
                  onClick={() => {
                    setResult(null);
                    undo.reset();
                    setConfirming(incident);
                  }}
                >
                  {t.undo}
                </Button>
              ) : (
                !incident.undoneAt && <span className="text-xs text-muted">{t.undoWindowOver}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {pagination.totalPages > 1 && (
        <div className="flex items-center justify-between gap-2 text-sm">
          <Button
            size="sm"
            variant="secondary"
            disabled={!pagination.hasPrevPage}
            onClick={() => setPage(page - 1)}
          >
            {t.previous}
          </Button>
          <span>{t.page(pagination.currentPage, pagination.totalPages)}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={!pagination.hasNextPage}
            onClick={() => setPage(page + 1)}
          >
            {t.next}
          </Button>
        </div>
      )}
    </div>
  );
}
