import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { CLIENT_TYPE_LABELS } from '#shared/domain/client-types';
import { formatCop } from '#shared/domain/money';
import { formatPhone } from '#shared/domain/phone';
import { clientMergeMessages, clientMergeUi, clientsUi } from '#shared/messages/clients';
import { commonMessages } from '#shared/messages/common';
import { receivablesUi } from '#shared/messages/receivables';
import { clientQueryOptions } from '@/api/clients/get-client';
import { useMergeClients, useMergePreview } from '@/api/clients/merge-clients';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

export interface MergeClientsDialogProps {
  /** The clients to merge (two or more); null or fewer than two: closed. */
  clientIds: number[] | null;
  /** The client offered as the one kept; the first of clientIds otherwise. */
  suggestedKeepId?: number;
  onClose: () => void;
  /** After the merge: the success text, for the screen's toast. */
  onMerged?: (message: string) => void;
}

/**
 * Unir clientes (issue 26 item 5): choose the client kept, see what moves to them, merge. Used by
 * Clientes (its selection) and by the data review's duplicate finding, given the clients' ids.
 */
export function MergeClientsDialog({
  clientIds,
  suggestedKeepId,
  onClose,
  onMerged,
}: MergeClientsDialogProps) {
  const open = clientIds !== null && clientIds.length >= 2;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={clientMergeUi.title}
      description={clientMergeUi.description}
      wide
    >
      {open && (
        <MergeClientsForm
          key={clientIds.join(',')}
          clientIds={clientIds}
          suggestedKeepId={suggestedKeepId}
          onClose={onClose}
          onMerged={onMerged}
        />
      )}
    </Dialog>
  );
}

function MergeClientsForm({
  clientIds,
  suggestedKeepId,
  onClose,
  onMerged,
}: MergeClientsDialogProps & { clientIds: number[] }) {
  const [keepId, setKeepId] = useState<number>(
    suggestedKeepId !== undefined && clientIds.includes(suggestedKeepId) ? suggestedKeepId : clientIds[0]!,
  );
  const clients = useQueries({ queries: clientIds.map((id) => clientQueryOptions(id)) });
  const mergeIds = clientIds.filter((id) => id !== keepId);
  const preview = useMergePreview(keepId, mergeIds);
  const merge = useMergeClients();
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    merge.mutate(
      { keepId, mergeIds },
      {
        onSuccess: (result) => {
          onMerged?.(clientMergeMessages.merged(result.merged.length));
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, clientMergeMessages.failed)),
      },
    );
  };

  const moved = Object.entries(preview.data?.moved ?? {}).filter(([, count]) => count > 0);
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">{clientMergeUi.keepLegend}</legend>
        {clients.map((query, index) => {
          const id = clientIds[index]!;
          const client = query.data;
          return (
            <label
              key={id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name="merge-keep"
                className="mt-1 size-4 accent-primary"
                value={id}
                checked={keepId === id}
                onChange={() => setKeepId(id)}
              />
              {client ? (
                <span className="min-w-0 text-sm">
                  <span className="block font-medium">{client.name}</span>
                  <span className="block text-muted">
                    {client.phone ? formatPhone(client.phone) : clientsUi.noPhone} ·{' '}
                    {CLIENT_TYPE_LABELS[client.type]} ·{' '}
                    {clientsUi.activeProfilesShort(client.active_profiles_count)}
                    {client.owed > 0 && <> · {receivablesUi.owes(formatCop(client.owed))}</>}
                    {client.credit > 0 && <> · {receivablesUi.inFavor(formatCop(client.credit))}</>}
                  </span>
                </span>
              ) : (
                <span className="text-sm text-muted">
                  {query.isError ? clientMergeMessages.notFound : commonMessages.loading}
                </span>
              )}
            </label>
          );
        })}
      </fieldset>

      <section aria-labelledby="merge-summary-title" className="space-y-2">
        <h3 id="merge-summary-title" className="text-sm font-semibold">
          {clientMergeUi.summaryTitle}
        </h3>
        {preview.isPending ? (
          <Spinner label={clientMergeUi.loading} />
        ) : preview.isError ? (
          <Alert tone="error">{errorMessage(preview.error, clientMergeMessages.failed)}</Alert>
        ) : moved.length === 0 ? (
          <p className="text-sm text-muted">{clientMergeUi.nothing}</p>
        ) : (
          <ul
            className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2"
            aria-label={clientMergeUi.summaryTitle}
          >
            {moved.map(([table, count]) => (
              <li key={table} className="flex justify-between gap-2 rounded-md bg-surface-2 px-2 py-1">
                <span>{clientMergeUi.moved[table] ?? table}</span>
                <span className="font-semibold tabular-nums">{count}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted">{clientMergeUi.namesStay}</p>
      </section>

      {error && <Alert tone="error">{error}</Alert>}
      <FormActions
        onCancel={onClose}
        pending={merge.isPending}
        disabled={preview.isError || preview.isPending}
        label={clientMergeUi.confirm}
        onConfirm={confirm}
      />
    </div>
  );
}
