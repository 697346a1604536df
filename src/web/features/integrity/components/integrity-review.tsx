import { useState, type ComponentType } from 'react';
import { RefreshCw } from 'lucide-react';
import { isFixableKind } from '#shared/domain/integrity';
import { integrityKindLabels, integrityUi as t } from '#shared/messages/integrity';
import type { IntegrityFixResult, IntegrityReport } from '#shared/schemas/integrity';
import { useIntegrity } from '@/api/integrity/get-integrity';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { Alert } from '@/components/ui/alert';
import { Toast } from '@/components/ui/toast';
import { useTimedNotice } from '@/lib/use-timed-notice';
import { IntegrityFindingItem } from './integrity-finding-item';
import { IntegrityFixDialog, type IntegrityFixTarget } from './integrity-fix-dialog';

type KindReport = IntegrityReport['kinds'][number];

/** Clients to merge, the one proposed to keep first (a duplicate-phone finding). */
interface MergeTarget {
  clientIds: number[];
  keepId: number;
}

/** The props of Clientes' Unir clientes dialog (docs/decisions/054) that this screen uses. */
export interface MergeDialogProps {
  clientIds: number[] | null;
  suggestedKeepId?: number;
  onClose: () => void;
  onMerged?: (message: string) => void;
}

export interface IntegrityReviewProps {
  /** Unir clientes, given by the route (features do not import one another). */
  MergeDialog: ComponentType<MergeDialogProps>;
}

/**
 * Revisión de datos (docs/decisions/053): the findings grouped by kind with their counts, each
 * with its proposed fix; a fix opens its dry run, then Aplicar.
 */
export function IntegrityReview({ MergeDialog }: IntegrityReviewProps) {
  const report = useIntegrity();
  const [target, setTarget] = useState<IntegrityFixTarget | null>(null);
  const [differed, setDiffered] = useState(false);
  const [merging, setMerging] = useState<MergeTarget | null>(null);
  const { notice, showSuccess } = useTimedNotice();
  const onApplied = (result: IntegrityFixResult) => {
    setDiffered(result.differences !== null);
    if (result.fixId !== null) showSuccess(t.applied(result.fixId, result.changes.length));
  };

  return (
    <section aria-labelledby="integrity-title" className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="integrity-title" className="text-xl font-semibold">
            {t.title}
          </h2>
          <p className="text-sm text-muted">{t.intro}</p>
        </div>
        <Button variant="secondary" onClick={() => void report.refetch()} disabled={report.isFetching}>
          <RefreshCw aria-hidden className="size-4" />
          {report.isFetching && !report.isPending ? t.loading : t.rescan}
        </Button>
      </div>
      {differed && <Alert tone="info">{t.differed}</Alert>}
      <QueryView
        query={report}
        errorMessage={t.loadError}
        isEmpty={(data) => data.kinds.every((k) => k.count === 0)}
        empty={
          <Card>
            <EmptyState title={t.empty} />
          </Card>
        }
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            {data.kinds
              .filter((k) => k.count > 0)
              .map((kind) => (
                <KindCard
                  key={kind.kind}
                  kind={kind}
                  onFix={(ids) => setTarget({ kind: kind.kind, ids })}
                  onMerge={setMerging}
                />
              ))}
          </div>
        )}
      </QueryView>
      <IntegrityFixDialog target={target} onClose={() => setTarget(null)} onApplied={onApplied} />
      <MergeDialog
        clientIds={merging?.clientIds ?? null}
        suggestedKeepId={merging?.keepId}
        onClose={() => setMerging(null)}
        onMerged={(message) => {
          showSuccess(message);
          void report.refetch();
        }}
      />
      <Toast notice={notice} />
    </section>
  );
}

interface KindCardProps {
  kind: KindReport;
  onFix: (ids: number[]) => void;
  onMerge: (target: MergeTarget) => void;
}

function KindCard({ kind, onFix, onMerge }: KindCardProps) {
  const titleId = `integrity-${kind.kind}`;
  const allIds = kind.findings.flatMap((f) => (f.fix.action === 'apply' ? f.fix.ids : []));
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h3 id={titleId} className="font-semibold">
            {integrityKindLabels[kind.kind]}{' '}
            <span className="ml-1 rounded-full bg-surface-2 px-2 py-0.5 text-sm">{kind.count}</span>
          </h3>
          {isFixableKind(kind.kind) && allIds.length > 1 && (
            <Button size="sm" onClick={() => onFix(allIds)}>
              {t.fixAll}
            </Button>
          )}
        </div>
        <ul className="divide-y divide-border">
          {kind.findings.map((finding) => (
            <IntegrityFindingItem
              key={finding.key}
              finding={finding}
              onPreview={(f) => onFix(f.fix.ids)}
              onMerge={({ fix }) =>
                fix.keepId !== null &&
                onMerge({ clientIds: [fix.keepId, ...fix.mergeIds], keepId: fix.keepId })
              }
            />
          ))}
        </ul>
        {kind.findings.length < kind.count && (
          <p className="border-t border-border px-4 py-2 text-xs text-muted">
            {t.showing(kind.findings.length, kind.count)}
          </p>
        )}
      </section>
    </Card>
  );
}
