import { useState, type FormEvent } from 'react';
import { formatDisplayDate } from '#shared/domain/business-time';
import {
  INCIDENT_MAX_DAYS,
  INCIDENT_REASON_MAX_LENGTH,
  type IncidentScopeKind,
} from '#shared/domain/incidents';
import { incidentsUi as t } from '#shared/messages/incidents';
import { incidentInputSchema, type IncidentInput, type IncidentPreview } from '#shared/schemas/incidents';
import { useApplyIncident } from '@/api/incidents/apply-incident';
import { usePreviewIncident } from '@/api/incidents/preview-incident';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input, inputClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';

export interface IncidentDialogProps {
  open: boolean;
  /** The accounts ticked in Cuentas (may be none: then a service or a date is the scope). */
  accountIds: readonly number[];
  services: readonly { id: number; name: string }[];
  onClose: () => void;
  /** After applying: what to tell the staff member. */
  onDone: (text: string) => void;
}

/** Incidente (caída): choose who was affected, preview them by client, then add the days. */
export function IncidentDialog({ open, accountIds, services, onClose, onDone }: IncidentDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.dialogTitle}
      description={t.dialogDescription}
      wide
    >
      {open && <IncidentForm accountIds={accountIds} services={services} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

const CLIENTS_SHOWN = 200;

function IncidentForm({ accountIds, services, onClose, onDone }: Omit<IncidentDialogProps, 'open'>) {
  const [kind, setKind] = useState<IncidentScopeKind>(accountIds.length > 0 ? 'accounts' : 'service');
  const [serviceId, setServiceId] = useState('');
  const [providerDate, setProviderDate] = useState('');
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ input: IncidentInput; answer: IncidentPreview } | null>(null);
  const previewing = usePreviewIncident();
  const applying = useApplyIncident();

  const buildInput = (): IncidentInput | null => {
    const scope =
      kind === 'accounts'
        ? { accountIds: [...accountIds] }
        : kind === 'service'
          ? { serviceId: serviceId === '' ? undefined : Number(serviceId) }
          : { providerRenewalDate: providerDate === '' ? undefined : providerDate };
    const parsed = incidentInputSchema.safeParse({ ...scope, days, reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return null;
    }
    setInvalid(null);
    return parsed.data;
  };

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    const input = buildInput();
    if (!input) return;
    previewing.mutate(input, { onSuccess: (answer) => setPreview({ input, answer }) });
  };

  const onApply = () => {
    if (!preview) return;
    const previewProfileIds = preview.answer.clients.flatMap((g) => g.profiles.map((p) => p.profileId));
    applying.mutate(
      { ...preview.input, previewProfileIds },
      {
        onSuccess: ({ incident, differences }) => {
          const done = t.done(incident.profilesCount, incident.clientsCount);
          onDone(
            differences
              ? `${done} ${t.differed(differences.previewProfiles, differences.appliedProfiles)}`
              : done,
          );
          onClose();
        },
      },
    );
  };

  if (preview) {
    const { answer } = preview;
    const error = applying.isError ? errorMessage(applying.error, t.applyFailed) : null;
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm font-medium" data-testid="incident-totals">
          {t.totals(answer.totals.accounts, answer.totals.profiles, answer.totals.clients)}
        </p>
        <p className="text-sm break-words text-muted">{t.noticeOf(answer.reason, answer.days)}</p>
        {answer.totals.profiles === 0 ? (
          <Alert tone="info">{t.nothing}</Alert>
        ) : (
          <ul
            aria-label={t.scope}
            className="flex max-h-[50dvh] flex-col gap-3 overflow-y-auto rounded-lg border border-border p-3"
          >
            {answer.clients.slice(0, CLIENTS_SHOWN).map((group) => (
              <li key={group.client.id} data-testid="incident-client">
                <p className="text-sm font-semibold">
                  {group.client.name}
                  <span className="ml-2 text-xs font-normal text-muted">
                    {group.client.phone ?? t.noPhone}
                  </span>
                </p>
                <ul className="mt-1 flex flex-col gap-1 text-sm">
                  {group.profiles.map((p) => (
                    <li key={p.profileId} className="flex flex-wrap justify-between gap-x-3 text-muted">
                      <span className="min-w-0 break-words">
                        {t.profileLine(p.serviceName, p.profileName, p.accountUsername)}
                      </span>
                      <span className="whitespace-nowrap text-foreground">
                        {formatDisplayDate(p.currentExpiry)} →{' '}
                        <strong>{formatDisplayDate(p.newExpiry)}</strong>
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            {answer.clients.length > CLIENTS_SHOWN && (
              <li className="text-sm text-muted">+{answer.clients.length - CLIENTS_SHOWN}</li>
            )}
          </ul>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setPreview(null)} disabled={applying.isPending}>
            {t.back}
          </Button>
          <Button onClick={onApply} disabled={applying.isPending || answer.totals.profiles === 0}>
            {applying.isPending ? t.applying : t.apply(answer.totals.profiles)}
          </Button>
        </div>
      </div>
    );
  }

  const error = invalid ?? (previewing.isError ? errorMessage(previewing.error, t.applyFailed) : null);
  return (
    <form onSubmit={onPreview} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t.scope}</legend>
        {accountIds.length > 0 && (
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name="incident-scope"
              className="size-4 accent-primary"
              checked={kind === 'accounts'}
              onChange={() => setKind('accounts')}
            />
            {t.scopeAccounts(accountIds.length)}
          </label>
        )}
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name="incident-scope"
            className="size-4 accent-primary"
            checked={kind === 'service'}
            onChange={() => setKind('service')}
          />
          {t.scopeService}
        </label>
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name="incident-scope"
            className="size-4 accent-primary"
            checked={kind === 'provider_date'}
            onChange={() => setKind('provider_date')}
          />
          {t.scopeProviderDate}
        </label>
      </fieldset>
      {kind === 'service' && (
        <Field id="incident-service" label={t.service}>
          <Select id="incident-service" value={serviceId} onChange={(e) => setServiceId(e.target.value)}>
            <option value="">{t.chooseService}</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {kind === 'provider_date' && (
        <Field id="incident-provider-date" label={t.providerDate}>
          <Input
            id="incident-provider-date"
            type="date"
            value={providerDate}
            onChange={(e) => setProviderDate(e.target.value)}
          />
        </Field>
      )}
      <Field id="incident-days" label={t.days}>
        <Input
          id="incident-days"
          type="number"
          min={1}
          max={INCIDENT_MAX_DAYS}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </Field>
      <Field id="incident-reason" label={t.reason}>
        <textarea
          id="incident-reason"
          rows={2}
          maxLength={INCIDENT_REASON_MAX_LENGTH}
          placeholder={t.reasonPlaceholder}
          className={`${inputClass} h-auto py-2`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions
        onCancel={onClose}
        pending={previewing.isPending}
        label={t.preview}
        pendingLabel={t.previewing}
      />
    </form>
  );
}
