import { KeyRound, Receipt, Tv, Users, type LucideIcon } from 'lucide-react';
import { dashboardUi, totalsMessages } from '#shared/messages/dashboard';
import type { Totals } from '#shared/schemas/totals';
import { useTotals } from '@/api/totals/get-totals';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';

const TILES: { key: keyof Totals; icon: LucideIcon }[] = [
  { key: 'clients', icon: Users },
  { key: 'services', icon: Tv },
  { key: 'accounts', icon: KeyRound },
  { key: 'movements', icon: Receipt },
];

const labels: Record<keyof Totals, string> = {
  clients: dashboardUi.totals.clients,
  services: dashboardUi.totals.services,
  accounts: dashboardUi.totals.accounts,
  movements: dashboardUi.totals.movements,
};

const numberFormat = new Intl.NumberFormat('es-CO');

/** The four totals of the Panel de Control, with loading and error (retry) states. */
export function TotalsGrid() {
  const totals = useTotals();

  if (totals.isError) {
    return (
      <Card>
        <ErrorState
          message={totalsMessages.loadFailed}
          onRetry={() => void totals.refetch()}
          retrying={totals.isFetching}
        />
      </Card>
    );
  }

  return (
    <ul aria-label={dashboardUi.totalsTitle} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {TILES.map(({ key, icon: Icon }) => (
        <li key={key}>
          <Card className="flex items-center gap-3 p-4">
            <span className="flex size-9 shrink-0 items-center sm:size-11 justify-center rounded-lg bg-primary-soft text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm break-words text-muted">{labels[key]}</p>
              {totals.isPending ? (
                <Skeleton className="mt-1 h-7 w-12" />
              ) : (
                <p className="text-2xl font-bold tabular-nums" data-testid={`total-${key}`}>
                  {numberFormat.format(totals.data[key])}
                </p>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
