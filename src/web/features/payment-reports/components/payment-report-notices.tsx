import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, ImageIcon, X } from 'lucide-react';
import { formatDisplayDateTime } from '#shared/domain/business-time';
import { canAccessSection } from '#shared/domain/permissions';
import { formatCop } from '#shared/domain/money';
import { paymentReportsUi as t } from '#shared/messages/payment-reports';
import type { PaymentReport } from '#shared/schemas/payment-reports';
import {
  confirmPaymentReport,
  paymentReportImageUrl,
  rejectPaymentReport,
  usePendingPaymentReports,
} from '@/api/payment-reports/payment-reports';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';

// Avisos → Pagos reportados (issue 27 item 4, docs/decisions/055): each payment a client reported
// from their portal, with Confirmar (records the abono, and renews the profiles ticked) and
// Rechazar (with a reason the client reads). Shown only to staff allowed Movimientos.

function ReportCard({ report }: { report: PaymentReport }) {
  const queryClient = useQueryClient();
  const [renew, setRenew] = useState<number[]>(report.renewProfiles.map((p) => p.id));
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (action: 'confirm' | 'reject') =>
      action === 'confirm' ? confirmPaymentReport(report.id, renew) : rejectPaymentReport(report.id, reason),
    // A confirmation moves balances, movements and expiries: everything shown may have changed.
    onSettled: () => void queryClient.invalidateQueries(),
  });
  const label = `${report.clientName} · ${formatCop(report.amount)}`;
  const reasonId = `rechazo-${report.id}`;
  return (
    <Card data-testid="payment-report" aria-label={label} className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="truncate font-semibold">{report.clientName}</h4>
          <p className="text-xs text-muted">{formatDisplayDateTime(report.createdAt)}</p>
        </div>
        <span className="text-lg font-semibold">{formatCop(report.amount)}</span>
      </div>
      <p className="text-sm break-words">
        {report.method}
        {report.reference && <span className="text-muted"> · {t.reference(report.reference)}</span>}
      </p>
      {report.note && <p className="text-sm break-words text-muted">{report.note}</p>}
      {report.hasImage && (
        <a
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline"
          href={paymentReportImageUrl(report.id)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ImageIcon aria-hidden className="size-4" />
          {t.image}
        </a>
      )}
      {report.renewProfiles.length > 0 && (
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="mb-1 font-medium">{t.renew}</legend>
          {report.renewProfiles.map((profile) => (
            <label key={profile.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={renew.includes(profile.id)}
                onChange={(event) =>
                  setRenew(
                    event.target.checked ? [...renew, profile.id] : renew.filter((id) => id !== profile.id),
                  )
                }
              />
              {profile.label}
            </label>
          ))}
        </fieldset>
      )}
      {decide.isError && <Alert tone="error">{errorMessage(decide.error, t.loadFailed)}</Alert>}
      {rejecting ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            decide.mutate('reject');
          }}
        >
          <label htmlFor={reasonId} className="text-sm font-medium">
            {t.reason}
          </label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={300}
            required
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="danger" type="submit" disabled={decide.isPending || !reason.trim()}>
              {t.reject}
            </Button>
            <Button size="sm" variant="ghost" type="button" onClick={() => setRejecting(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate('confirm')}>
            <Check aria-hidden className="size-4" />
            {t.confirm}
          </Button>
          <Button size="sm" variant="ghost" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            <X aria-hidden className="size-4" />
            {t.reject}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** The pending reports above the day's reminders; nothing when there are none. */
export function PaymentReportNotices() {
  const { data: user } = useSession();
  const allowed = user ? canAccessSection(user, 'movimientos') : false;
  const reports = usePendingPaymentReports(allowed);
  if (!allowed) return null;
  if (reports.isError)
    return (
      <ErrorState
        message={t.loadFailed}
        onRetry={() => void reports.refetch()}
        retrying={reports.isFetching}
      />
    );
  const list = reports.data?.reports ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="pagos-reportados" className="flex flex-col gap-3">
      <div>
        <h3 id="pagos-reportados" className="text-lg font-semibold">
          {t.title} ({list.length})
        </h3>
        <p className="text-sm text-muted">{t.description}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {list.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </div>
    </section>
  );
}
