import { useState } from 'react';
import { formatDisplayDate } from '#shared/domain/business-time';
import { avisosUi } from '#shared/messages/avisos';
import { messagingMessages } from '#shared/messages/messaging';
import { usePreviewRelease, useReleaseExpired } from '@/api/profiles/release-expired';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';

const t = avisosUi.release;
/** Three days to pay after expiry before the access is taken back (decision 016). */
export const DEFAULT_GRACE_DAYS = 3;

export interface ReleaseExpiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Admins: preview (dry run) the profiles expired past the grace days, then free exactly those. */
export function ReleaseExpiredDialog({ open, onOpenChange }: ReleaseExpiredDialogProps) {
  const [graceText, setGraceText] = useState(String(DEFAULT_GRACE_DAYS));
  const preview = usePreviewRelease();
  const release = useReleaseExpired();
  const graceDays = Number(graceText);
  const validGrace = /^\d{1,3}$/.test(graceText) && graceDays <= 365;
  const found = preview.data?.profiles ?? [];

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      preview.reset();
      release.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t.title} description={t.description} wide>
      <div className="flex flex-col gap-4">
        <div className="flex items-end gap-2">
          <div className="w-32">
            <Field id="grace-days" label={t.graceDays}>
              <Input
                id="grace-days"
                inputMode="numeric"
                value={graceText}
                aria-invalid={!validGrace}
                onChange={(event) => {
                  setGraceText(event.target.value.trim());
                  preview.reset();
                  release.reset();
                }}
              />
            </Field>
          </div>
          <Button
            variant="secondary"
            disabled={!validGrace || preview.isPending}
            onClick={() => preview.mutate(graceDays)}
          >
            {preview.isPending ? t.previewing : t.preview}
          </Button>
        </div>
        {validGrace ? null : <Alert tone="error">{messagingMessages.invalidGraceDays}</Alert>}

        {preview.isError && <Alert tone="error">{errorMessage(preview.error, t.failed)}</Alert>}
        {release.isError && <Alert tone="error">{errorMessage(release.error, t.failed)}</Alert>}
        {release.isSuccess && <Alert tone="success">{release.data.message}</Alert>}

        {preview.isSuccess && !release.isSuccess && (
          <>
            {found.length === 0 ? (
              <Alert tone="info">{t.none}</Alert>
            ) : (
              <>
                <p className="text-sm font-medium">{t.found(found.length)}</p>
                <ul
                  aria-label={t.title}
                  className="max-h-64 divide-y divide-border overflow-y-auto rounded-lg border border-border text-sm"
                >
                  {found.map((p) => (
                    <li key={p.profileId} className="flex flex-col px-3 py-2">
                      <span>
                        <span className="font-medium">{p.clientName}</span>
                        <span className="text-muted">
                          {' '}
                          · {p.serviceName} · {p.profileName}
                        </span>
                      </span>
                      <span className="text-xs text-muted">
                        {p.accountUsername} · {formatDisplayDate(p.expiryDate)} ({t.expiredAgo(p.daysExpired)}
                        )
                      </span>
                    </li>
                  ))}
                </ul>
                <Button
                  variant="danger"
                  disabled={release.isPending}
                  onClick={() => release.mutate(graceDays)}
                >
                  {release.isPending ? t.releasing : t.confirm(found.length)}
                </Button>
              </>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
