import { useState } from 'react';
import { isIsoDate } from '#shared/domain/business-time';
import { reportsUi } from '#shared/messages/reports';
import type { RenewalBucket } from '#shared/schemas/reports';
import type { RenewalItemsQuery } from '@/api/reports/get-renewal-items';
import { useRenewalReport, type RenewalFilterValues } from '@/api/reports/get-renewal-report';
import { allServicesQuery, useServices } from '@/api/services/get-services';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { RENEWAL_REPORT_PARAMS } from '@/config/paths';
import { RenewalFiguresCards } from '@/features/reports/components/renewal-figures';
import { RenewalFilters } from '@/features/reports/components/renewal-filters';
import { RenewalItemsDialog } from '@/features/reports/components/renewal-items-dialog';
import { RenewalSplitTable } from '@/features/reports/components/renewal-split-table';
import { useUrlFilters } from '@/lib/use-url-filters';

const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);
const ITEMS_PAGE = 10;

/**
 * Informe de renovaciones (Movimientos' permission): the profiles due in a period, how many
 * renewed, how many were lost and whether the reminder worked; each number opens its list.
 */
function InformeRenovacionesRoute() {
  const filters = useUrlFilters({
    from: { param: RENEWAL_REPORT_PARAMS.from, fallback: '', valid: isIsoDate },
    to: { param: RENEWAL_REPORT_PARAMS.to, fallback: '', valid: isIsoDate },
    serviceId: { param: RENEWAL_REPORT_PARAMS.serviceId, fallback: '', valid: isId },
    userId: { param: RENEWAL_REPORT_PARAMS.userId, fallback: '', valid: isId },
  });
  const raw = filters.values;
  // An end before the start (a hand-made link) reads as no end.
  const values: RenewalFilterValues = { ...raw, to: raw.from && raw.to && raw.to < raw.from ? '' : raw.to };
  const report = useRenewalReport(values);
  // The staff picker lists whoever counts in the period, whichever one is chosen.
  const everyone = useRenewalReport({ ...values, userId: '' });
  const services = useServices(allServicesQuery);
  const [list, setList] = useState<{ query: RenewalItemsQuery; label: string } | null>(null);

  const open = (scope: Partial<RenewalFilterValues>) => (bucket: RenewalBucket, label: string) =>
    setList({
      label,
      query: {
        ...values,
        from: report.data?.from ?? values.from,
        to: report.data?.to ?? values.to,
        ...scope,
        bucket,
        page: 1,
        limit: ITEMS_PAGE,
      },
    });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold">{reportsUi.title}</h2>
        <p className="mt-1 text-sm text-muted">{reportsUi.description}</p>
      </div>
      <RenewalFilters
        values={values}
        shownFrom={report.data?.from ?? ''}
        shownTo={report.data?.to ?? ''}
        services={services.data?.services ?? []}
        staff={(everyone.data?.byStaff ?? []).flatMap((s) =>
          s.userId === null ? [] : [{ id: s.userId, name: s.userName ?? `#${s.userId}` }],
        )}
        onChange={filters.setMany}
      />
      <QueryView
        query={report}
        errorMessage={reportsUi.error}
        isEmpty={(data) => data.totals.due === 0}
        empty={
          <Card>
            <EmptyState title={reportsUi.empty} />
          </Card>
        }
      >
        {(data) => (
          <div
            className="flex flex-col gap-4 transition-opacity"
            aria-busy={report.isPlaceholderData || undefined}
            data-testid="renewal-report"
          >
            <RenewalFiguresCards figures={data.totals} onOpen={open({})} />
            <RenewalSplitTable
              title={reportsUi.byService}
              nameColumn={reportsUi.columns.service}
              rows={data.byService.map((s) => ({
                ...s,
                key: String(s.serviceId),
                name: s.serviceName,
                onOpen: open({ serviceId: String(s.serviceId) }),
              }))}
            />
            <RenewalSplitTable
              title={reportsUi.byStaff}
              nameColumn={reportsUi.columns.staff}
              rows={data.byStaff.map((s) => ({
                ...s,
                key: String(s.userId ?? 0),
                name: s.userName ?? reportsUi.nobody,
                onOpen: s.userId === null ? undefined : open({ userId: String(s.userId) }),
              }))}
            />
          </div>
        )}
      </QueryView>
      <RenewalItemsDialog
        query={list?.query ?? null}
        label={list?.label ?? ''}
        onPageChange={(page) =>
          setList((current) => current && { ...current, query: { ...current.query, page } })
        }
        onClose={() => setList(null)}
      />
    </div>
  );
}

export { InformeRenovacionesRoute as Component };
