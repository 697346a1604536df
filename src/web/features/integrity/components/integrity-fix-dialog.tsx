import { useEffect } from 'react';
import type { IntegrityKind } from '#shared/domain/integrity';
import { commonMessages } from '#shared/messages/common';
import { integrityKindLabels, integrityUi as t } from '#shared/messages/integrity';
import type { IntegrityFixResult } from '#shared/schemas/integrity';
import { useApplyIntegrityFix, usePreviewIntegrityFix } from '@/api/integrity/fix-integrity';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

export interface IntegrityFixTarget {
  kind: IntegrityKind;
  ids: number[];
}

export interface IntegrityFixDialogProps {
  target: IntegrityFixTarget | null;
  onClose: () => void;
  onApplied: (result: IntegrityFixResult) => void;
}

/**
 * The dry run of a fix (what would change, nothing written), then Aplicar, which sends the dry
 * run's changes so the answer can say what differed if the records moved meanwhile.
 */
export function IntegrityFixDialog({ target, onClose, onApplied }: IntegrityFixDialogProps) {
  const preview = usePreviewIntegrityFix();
  const apply = useApplyIntegrityFix();
  const { mutate: runPreview, reset } = preview;
  useEffect(() => {
    if (target) runPreview({ kind: target.kind, ids: target.ids });
    else reset();
  }, [target, runPreview, reset]);

  const changes = preview.data?.changes ?? [];
  const onApply = () => {
    if (!target) return;
    apply.mutate(
      { kind: target.kind, ids: target.ids, preview: changes.map((c) => c.key) },
      {
        onSuccess: (result) => {
          onApplied(result);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && !apply.isPending && onClose()}
      title={t.previewTitle}
      description={target ? integrityKindLabels[target.kind] : undefined}
      wide
    >
      <div className="flex flex-col gap-4">
        {preview.isPending ? (
          <Spinner label={commonMessages.loading} />
        ) : preview.isError ? (
          <Alert tone="error">{errorMessage(preview.error, t.loadError)}</Alert>
        ) : preview.data ? (
          <>
            {changes.length === 0 ? (
              <Alert tone="info">{t.previewNothing}</Alert>
            ) : (
              <div className="flex flex-col gap-2">
                <p className="text-sm font-medium">{t.previewCount(changes.length)}</p>
                <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto text-sm">
                  {changes.map((change) => (
                    <li key={change.key} className="rounded-lg bg-surface-2 px-3 py-2">
                      <span className="font-medium break-words">{change.label}</span>
                      <span className="block text-muted">{change.description}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {preview.data.skipped.length > 0 && (
              <p className="text-sm text-muted">{t.skipped(preview.data.skipped.length)}</p>
            )}
          </>
        ) : null}
        {apply.isError && <Alert tone="error">{errorMessage(apply.error, t.loadError)}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={apply.isPending}>
            {t.cancel}
          </Button>
          <Button onClick={onApply} disabled={changes.length === 0 || apply.isPending || preview.isPending}>
            {t.apply}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
