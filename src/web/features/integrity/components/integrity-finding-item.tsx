import { Link } from 'react-router';
import { integrityUi as t } from '#shared/messages/integrity';
import type { IntegrityFinding, IntegrityRecord } from '#shared/schemas/integrity';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/button';
import { LIST_PARAMS } from '@/config/paths';
import { sectionHref } from '@/config/sections';

export interface IntegrityFindingItemProps {
  finding: IntegrityFinding;
  onPreview: (finding: IntegrityFinding) => void;
  /** Unir clientes on a duplicate-phone finding: its clients, the proposed one kept. */
  onMerge: (finding: IntegrityFinding) => void;
}

const linkClass = `rounded text-primary underline-offset-2 hover:underline ${focusRing}`;

const recordHref = (record: IntegrityRecord) =>
  sectionHref(record.type === 'client' ? 'clientes' : 'cuentas', {
    params: { [LIST_PARAMS.search]: record.search },
  });

/** One finding: why it is one, the records it involves (each a link), and its proposed fix. */
export function IntegrityFindingItem({ finding, onPreview, onMerge }: IntegrityFindingItemProps) {
  const { fix } = finding;
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium">{finding.detail}</p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label={t.records}>
          {finding.records.map((record) => (
            <li key={`${record.type}-${record.id}`} className="min-w-0 break-words">
              <Link to={recordHref(record)} className={linkClass}>
                {record.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          <span className="font-medium">{t.proposedFix}:</span> {fix.description}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {fix.action === 'apply' && (
          <Button size="sm" variant="secondary" onClick={() => onPreview(finding)}>
            {t.preview}
          </Button>
        )}
        {fix.action === 'merge' && fix.keepId !== null && (
          <Button size="sm" variant="secondary" onClick={() => onMerge(finding)}>
            {t.merge}
          </Button>
        )}
      </div>
    </li>
  );
}
